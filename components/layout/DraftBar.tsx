import { t } from '../../messages/he';

/**
 * The bar over a draft that a signed-in editor previews at its URL (issue 27): says it is not what
 * visitors see, and leads back to its edit view. Rendered only for such previews (never cached).
 */
export function DraftBar({ editHref }: { editHref: string }) {
  return (
    <aside className="draft-bar" aria-label={t.draftBar.label}>
      <p className="draft-bar__text">
        <strong>{t.draftBar.label}</strong> · {t.draftBar.text}
      </p>
      <a className="draft-bar__edit" href={editHref}>
        {t.draftBar.edit}
      </a>
    </aside>
  );
}
