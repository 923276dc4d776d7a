import { globalTypography, type TypographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import { t } from '../../messages/he';

export interface Crumb {
  label: string;
  url: string;
}

/**
 * The last crumb is the current page: shown, not linked. A breadcrumbs widget's typography sits on the
 * trail's list, which sets its own size.
 */
export function Breadcrumbs({
  trail,
  typography = globalTypography,
}: {
  trail: Crumb[];
  typography?: TypographyStyle;
}) {
  return (
    <nav className="breadcrumbs" aria-label={t.breadcrumbs}>
      <ol {...typographyAttrs('', typography)}>
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
