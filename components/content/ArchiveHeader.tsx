import { t } from '../../messages/he';

interface Props {
  title: string;
  description?: string | null;
  /** The listing's page: "– עמוד N" after the title past the first, the description on the first only. */
  page: number;
}

/** A listing's heading (an article archive, the shop's catalogue). */
export function ArchiveHeader({ title, description, page }: Props) {
  return (
    <header className="archive__header">
      <h1>
        {title}
        {page > 1 && <span className="archive__page"> – {t.pageN(page)}</span>}
      </h1>
      {description && page === 1 && <p className="archive__description">{description}</p>}
    </header>
  );
}
