import { routes } from '../../config/routes';
import type { SearchPage } from '../../data/search/search-site';
import { resultsPerPage } from '../../data/search/search-query';
import { maxQueryChars } from '../../engines/search/limits';
import { formatLongDate } from '../format/date';
import { t } from '../../messages/he';
import { ts } from '../../messages/search';
import { Pagination } from '../content/Pagination';
import { Highlighted } from './Highlighted';

/** How many results a search found, and a note when its words were cut to the longest query searched. */
export function SearchSummary({ results, trimmed }: { results: SearchPage; trimmed: boolean }) {
  const { query, total } = results;
  return (
    <>
      {trimmed && <p className="search-page__note">{ts.trimmed(maxQueryChars)}</p>}
      {query && <p className="search-page__count">{ts.count(total)}</p>}
    </>
  );
}

/**
 * A search's results (each title and snippet with the words found marked), its pages, or what to do when
 * there are none: the site's own search page and a search-results template's widget show the same.
 */
export function SearchResultsList({ results }: { results: SearchPage }) {
  const { query, total } = results;
  return (
    <>
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
    </>
  );
}
