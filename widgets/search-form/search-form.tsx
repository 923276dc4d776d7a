import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { typographyStyle } from '../../builder/parts/typography';
import { SearchForm } from '../../components/search/SearchForm';
import { ts } from '../../messages/search';
import type { SearchFormProps } from './schema';

/**
 * The site search's form anywhere on a page; suggestions come with the site runtime on first focus. In a
 * search-results template it holds the words searched. The compact look is the site header's field (its
 * button an icon, `.site-header__search`), for a header template.
 */
export function SearchFormWidget({ props, ctx }: { props: SearchFormProps; ctx: WidgetContext }) {
  const compact = props.look === 'compact';
  return (
    <div {...withClass(ctx.attrs, compact && 'site-header__search')}>
      <SearchForm
        id={`${ctx.domId}-input`}
        variant={props.look}
        label={props.label}
        showLabel={!compact && props.show_label}
        // The compact field's own hint ("חיפוש…") unless the owner wrote one.
        placeholder={compact && props.placeholder === ts.placeholder ? undefined : props.placeholder}
        buttonText={props.button_text}
        iconOnly={compact || props.button_icon_only}
        query={ctx.searchShown?.results.query}
        typography={typographyStyle(props)}
      />
    </div>
  );
}
