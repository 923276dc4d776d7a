import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { SearchResultsList, SearchSummary } from '../../components/search/SearchResults';
import { tw } from '../../messages/builder';
import type { SearchResultsProps } from './schema';

/** The same results as the site's own search page (components/search/SearchResults.tsx), in a template. */
export function SearchResults({ props, ctx }: { props: SearchResultsProps; ctx: WidgetContext }) {
  const search = ctx.searchShown;
  if (!search) return <EditorPlaceholder ctx={ctx} text={tw.searchResultsPlaceholder} />;
  return (
    <div {...ctx.attrs}>
      {props.show_count && <SearchSummary results={search.results} trimmed={search.trimmed} />}
      <SearchResultsList results={search.results} />
    </div>
  );
}
