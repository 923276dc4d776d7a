import { routes } from '../../config/routes';
import type { SearchPage } from '../../data/search/search-site';
import { resultsPerPage } from '../../data/search/search-query';
import { maxQueryChars } from '../../engines/search/limits';
import { formatLongDate } from '../format/date';
import { t } from '../../messages/he';
import { ts } from '../../messages/search';
import { Pagination } from '../content/Pagination';
import { Highlighted } from '../search/Highlighted';
import { SearchForm } from '../search/SearchForm';

interface Props {
  results: SearchPage;
  trimmed: boolean;
}

export function SearchTemplate({ results, trimmed }: Props) {
  const { query, total } = results;
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
        {trimmed && <p className="search-page__note">{ts.trimmed(maxQueryChars)}</p>}
        {query && <p className="search-page__count">{ts.count(total)}</p>}
      </header>
      {!query && <p className="search-page__hint">{ts.emptyQuery}</p>}
      {query && total === 0 && (
        <p className="search-page__hint">
          {ts.noResults} <a href="/articles/">{t.toArticles}</a>
        </p>
      )}
      {results.results.length > 0 && (
        <ol className="search-results" start={(results.page - 1) * resultsPerPage + 1}>
          {results.results.map((r) => (
            <li key={r.url} className="search-result">
              <h2 className="search-result__title">
                <a href={r.url}>
                  <Highlighted segments={r.title} />
                </a>
              </h2>
              <p className="search-result__meta">
                <span>{ts.kinds[r.kind]}</span>
                {r.kind === 'post' && <time dateTime={r.date}>{formatLongDate(r.date)}</time>}
              </p>
              {r.snippet.length > 0 && (
                <p className="search-result__snippet">
                  <Highlighted segments={r.snippet} />
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      <Pagination
        baseUrl={routes.search(query)}
        page={results.page}
        totalPages={results.totalPages}
        label={ts.pagination}
      />
    </div>
  );
}
