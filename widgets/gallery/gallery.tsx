import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { columnSizes, LibraryImage, withLibraryImages } from '../../builder/parts/library-image';
import { tw } from '../../messages/builder';
import type { GalleryProps } from './schema';

/**
 * A grid or masonry of images from the media library. Each links to its full image, so it works without
 * JavaScript; with the lightbox on, the site runtime opens the links as one slideshow (the widget's id).
 */
export function Gallery({ props, ctx }: { props: GalleryProps; ctx: WidgetContext }) {
  const items = withLibraryImages(props.items, ctx);
  if (items.length === 0) return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.images} />;
  const style = {
    '--w-gallery-cols': props.columns,
    '--w-gallery-cols-t': props.columns_tablet,
    '--w-gallery-cols-m': props.columns_mobile,
    '--w-gallery-gap-v': `${props.gap_vertical}px`,
    '--w-gallery-gap-h': `${props.gap_horizontal}px`,
  } as CSSProperties;
  const sizes = columnSizes({ mobile: props.columns_mobile, tablet: props.columns_tablet, desktop: props.columns });
  const attrs = withClass(ctx.attrs, `w-gallery--${props.layout}`);
  return (
    <div {...attrs} style={style}>
      <ul className="w-gallery__list" role="list">
        {items.map(({ item, media }, i) => {
          const img = <LibraryImage media={media} sizes={sizes} />;
          return (
            <li key={i} className="w-gallery__item">
              <figure>
                {props.lightbox ? (
                  <a
                    href={media.src}
                    data-lightbox={ctx.domId}
                    data-lightbox-title={media.title || undefined}
                    data-lightbox-description={media.description || undefined}
                  >
                    {img}
                    <span className="visually-hidden"> {tw.enlargeImage}</span>
                  </a>
                ) : (
                  img
                )}
                {item.caption && <figcaption>{item.caption}</figcaption>}
              </figure>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
