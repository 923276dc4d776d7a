import type { UIFieldServerProps } from 'payload';
import './builder-body.css';
import { hasLayoutContent, layoutOutline } from '../../builder/outline';
import { registry } from '../../builder/registry';
import { te } from '../../messages/builder-editor';
import { publicPathOf } from './load-document';
import { builderPath } from './save-layout';

const labelOf = (type: string): string => registry[type]?.editor.label ?? type;

/**
 * A page built in the builder shows its body here, in place of the rich-text box the site would ignore:
 * an outline of the layout, a prominent "עריכה בבונה" and, once published, "צפייה באתר" (issue 27).
 */
export async function BuilderBody({ data, id, payload, user }: UIFieldServerProps) {
  const layout = (data as { layout?: unknown } | undefined)?.layout;
  if (id === undefined || id === null || !hasLayoutContent(layout)) return null;
  const outline = layoutOutline((layout as { content: unknown }).content, labelOf);
  // The live version, not the draft in the form: a published page with unsaved-to-site changes has an address.
  const live = await payload
    .findByID({ collection: 'pages', id, depth: 0, draft: false, overrideAccess: false, user, disableErrors: true })
    .catch(() => null);
  const publicPath = live ? await publicPathOf(payload, 'pages', live, user) : null;
  return (
    <section className="arig-builder-body" aria-labelledby="arig-builder-body-title">
      <h2 id="arig-builder-body-title" className="arig-builder-body__title">
        {te.body.title}
      </h2>
      <p>{te.body.intro}</p>
      <ol className="arig-builder-body__outline">
        {outline.map((item, i) => (
          <li key={i}>
            <strong>{item.label}</strong>
            {item.text ? <span className="arig-builder-body__text"> · {item.text}</span> : null}
            {item.inside > 0 ? (
              <span className="arig-builder-body__count"> · {te.body.inside(item.inside)}</span>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="arig-builder-body__actions">
        <a className="btn btn--style-primary btn--size-large" href={builderPath('pages', id)}>
          {te.openInBuilder}
        </a>
        {publicPath ? (
          <a className="btn btn--style-secondary btn--size-large" href={publicPath} target="_blank" rel="noopener">
            {te.viewOnSite}
          </a>
        ) : (
          <p className="field-description">{te.body.draftNote}</p>
        )}
      </div>
    </section>
  );
}
