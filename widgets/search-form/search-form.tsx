import type { WidgetContext } from '../../builder/context';
import { typographyStyle } from '../../builder/parts/typography';
import { SearchForm } from '../../components/search/SearchForm';
import type { SearchFormProps } from './schema';

/**
 * The site search's form anywhere on a page; suggestions come with the site runtime on first focus. In a
 * search-results template it holds the words searched.
 */
export function SearchFormWidget({ props, ctx }: { props: SearchFormProps; ctx: WidgetContext }) {
  return (
    <div {...ctx.attrs}>
      <SearchForm
        id={`${ctx.domId}-input`}
        label={props.label}
        showLabel={props.show_label}
        placeholder={props.placeholder}
        buttonText={props.button_text}
        iconOnly={props.button_icon_only}
        query={ctx.searchShown?.results.query}
        typography={typographyStyle(props)}
      />
    </div>
  );
}
