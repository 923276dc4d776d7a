import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { LibraryImage } from '../../builder/parts/library-image';
import { isSafeUrl } from '../../engines/safe-url';
import { tw } from '../../messages/builder';
import { sizesPresets } from '../../builder/parts/image-sizes';
import { typographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import type { HotspotProps } from './schema';

/**
 * A picture with numbered points. The points are an ordered list after the picture, so a screen reader
 * (and a visitor without JavaScript, to whom the list shows under the picture) reads them in order; with
 * scripts each item sits on its place on the picture as a button that opens its card
 * (hotspot.island.ts: click, or hover and focus; Escape closes; the card flips at the edges).
 */
export function Hotspot({ props, ctx }: { props: HotspotProps; ctx: WidgetContext }) {
  const media = props.media_id ? ctx.images?.[props.media_id] : undefined;
  if (!media || !isSafeUrl(media.src)) return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.image} />;
  const cardId = (n: number) => `hotspot-${props.id}-${n + 1}`;
  const title = typographyAttrs('w-hotspot__title', typographyStyle(props, 'typo_title'));
  const text = typographyAttrs('w-hotspot__text', typographyStyle(props, 'typo_text'));
  return (
    <div {...withClass(ctx.attrs)} data-open-on={props.open_on}>
      <figure className="w-hotspot__figure">
        <LibraryImage media={media} sizes={sizesPresets[props.sizes]} />
        <ol className="w-hotspot__points">
          {props.points.map((point, n) => (
            <li
              className="w-hotspot__point"
              key={n}
              style={{ '--x': `${point.x}%`, '--y': `${point.y}%` } as React.CSSProperties}
            >
              <button type="button" className="w-hotspot__pin" aria-expanded="false" aria-controls={cardId(n)}>
                <span aria-hidden="true">{n + 1}</span>
                <span className="visually-hidden">{point.title}</span>
              </button>
              <div className="w-hotspot__card" id={cardId(n)}>
                <p {...title}>
                  <span className="w-hotspot__number">{n + 1}.</span> {point.title}
                </p>
                {point.text && <p {...text}>{point.text}</p>}
                {point.link && isSafeUrl(point.link) && (
                  <a className="w-hotspot__link" href={point.link}>
                    {point.link_text || point.title}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ol>
      </figure>
    </div>
  );
}
