import type { SearchPage } from '../../data/search/search-site';
import { ts } from '../../messages/search';
import { SearchResultsList, SearchSummary } from '../search/SearchResults';
import { SearchForm } from '../search/SearchForm';

interface Props {
  results: SearchPage;
  trimmed: boolean;
}

export function SearchTemplate({ results, trimmed }: Props) {
  const { query } = results;
  return (
    <div className="container search-page">
      <header className="search-page__header">
        <h1>
          {query ? (
            <>
              {ts.resultsFor} <bdi>{query}</bdi>
            </>
          ) : (
            ts.pageTitle
          )}
        </h1>
        <SearchForm id="search-page-input" query={query} />
        <SearchSummary results={results} trimmed={trimmed} />
      </header>
      <SearchResultsList results={results} />
    </div>
  );
}
