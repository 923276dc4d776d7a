import type { FieldDiffServerProps } from 'payload';
import { FieldDiffContainer } from '@payloadcms/ui/rsc';
import './layout-history.css';
import { diffLayouts, type LayoutLabels } from '../../builder/layout-diff';
import { readLayout } from '../../builder/layout';
import { registry } from '../../builder/registry';
import { RenderLayout } from '../../builder/render-layout';
import { getLayoutImages } from '../../data/get-images';
import { contactOf, getSiteSettings } from '../../data/get-settings';
import { th } from '../../messages/studio-history';
import { LayoutPreviewFrame } from './LayoutPreviewFrame';

const labels: LayoutLabels = {
  widget: (type) => registry[type]?.editor.label ?? 'רכיב',
  field: (type, key) => {
    const label = registry[type]?.editor.fields[key]?.label;
    return typeof label === 'string' ? label : key;
  },
};

async function Preview({ value, which }: { value: unknown; which: string }) {
  const result = readLayout(value);
  if (!result.ok || result.layout.content.length === 0) return <p className="arig-history__empty">{th.empty}</p>;
  const [images, settings] = await Promise.all([getLayoutImages(result.layout), getSiteSettings()]);
  return (
    <LayoutPreviewFrame title={th.previewTitle(which)}>
      <RenderLayout layout={result.layout} context={{ images, contact: contactOf(settings) }} />
    </LayoutPreviewFrame>
  );
}

/**
 * A builder layout in the page's history (issue 27: it showed as raw JSON): what changed, in words, and
 * both versions rendered as the site renders them. Payload's own "restore this version" restores it.
 */
export async function LayoutDiff({ comparisonValue, versionValue, i18n, nestingLevel }: FieldDiffServerProps) {
  const diff = diffLayouts(comparisonValue, versionValue, labels);
  return (
    <section className="arig-history" aria-labelledby="arig-history-heading">
      <h3 id="arig-history-heading" className="arig-history__heading">
        {th.heading}
      </h3>
      {diff.title || diff.changes.length > 0 ? (
        <ul className="arig-history__changes">
          {diff.title ? <li>{th.title(diff.title.from, diff.title.to)}</li> : null}
          {diff.changes.map((change, i) => (
            <li key={i} className={`arig-history__change arig-history__change--${change.kind}`}>
              <strong>{th.kinds[change.kind]}:</strong> {change.label}
              {change.text ? <> ‹{change.text}›</> : null}
              {change.inside ? <> {th.inside(change.inside)}</> : null}
              {change.fields?.length ? (
                <span className="arig-history__fields"> · {th.fields(change.fields)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{th.none}</p>
      )}
      <p className="arig-history__hint">{th.restoreHint}</p>
      <FieldDiffContainer
        className="arig-history__previews"
        i18n={i18n}
        label={{ label: 'פריסה (בונה העמודים)' }}
        nestingLevel={nestingLevel}
        From={<Preview value={comparisonValue} which={th.from} />}
        To={<Preview value={versionValue} which={th.to} />}
      />
    </section>
  );
}
