import { t } from '../../messages/he';

export interface Crumb {
  label: string;
  url: string;
}

/** The last crumb is the current page: shown, not linked. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={t.breadcrumbs}>
      <ol>
        {trail.map((crumb, i) => (
          <li key={crumb.url}>
            {i === trail.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <a href={crumb.url}>{crumb.label}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
