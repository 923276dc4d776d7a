import { routes } from '../../config/routes';
import { t } from '../../messages/he';

interface Props {
  baseUrl: string;
  page: number;
  totalPages: number;
  /** What the pages are of (the navigation's name); articles by default. */
  label?: string;
  /** A query the pages keep (a sorted catalogue's `?orderby=price`). */
  query?: string;
}

/** Plain links: crawlable, and they work before (and without) any JavaScript. */
export function Pagination({ baseUrl, page, totalPages, label = t.pagination, query = '' }: Props) {
  if (totalPages <= 1) return null;
  const href = (n: number) => `${routes.paginated(baseUrl, n)}${query}`;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev">
              {t.previousPage}
            </a>
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" aria-label={t.currentPageN(n, totalPages)}>
                {n}
              </span>
            ) : (
              <a href={href(n)} aria-label={t.pageN(n)}>
                {n}
              </a>
            )}
          </li>
        ))}
        {page < totalPages && (
          <li>
            <a href={href(page + 1)} rel="next">
              {t.nextPage}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
