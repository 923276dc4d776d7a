import { globalTypography, type TypographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import { t } from '../../messages/he';

interface Props {
  title: string;
  description?: string | null;
  /** The listing's page: "– עמוד N" after the title past the first, the description on the first only. */
  page: number;
  /** An archive-title widget's typography of the title. */
  typography?: TypographyStyle;
}

/** A listing's heading (an article archive, the shop's catalogue). */
export function ArchiveHeader({ title, description, page, typography = globalTypography }: Props) {
  return (
    <header className="archive__header">
      <h1 {...typographyAttrs('', typography)}>
        {title}
        {page > 1 && <span className="archive__page"> – {t.pageN(page)}</span>}
      </h1>
      {description && page === 1 && <p className="archive__description">{description}</p>}
    </header>
  );
}
