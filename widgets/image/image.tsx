import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { DeferredImage } from '../../components/content/DeferredImage';
import { isSafeUrl } from '../../engines/safe-url';
import { tw } from '../../messages/builder';
import { sizesPresets, type ImageProps } from './schema';

/**
 * Media comes from the render context (the page's data layer resolves the ids collected with
 * collectMediaIds), with width/height so the image reserves its space (CLS 0). Without a link, the
 * lightbox flag links to the full image (works without JavaScript); the site runtime opens such links
 * in the global lightbox, with the media document's title and description.
 */
export function Image({ props, ctx }: { props: ImageProps; ctx: WidgetContext }) {
  const media = props.media_id ? ctx.images?.[props.media_id] : undefined;
  if (!media || !isSafeUrl(media.src)) return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.image} />;
  const alt = props.decorative ? '' : props.alt || media.alt;
  const imageAttrs = {
    src: media.src,
    srcSet: media.srcset || undefined,
    sizes: media.srcset ? sizesPresets[props.sizes] : undefined,
    width: media.width,
    height: media.height,
    alt,
  };
  // Below the largest paint the image waits for the site runtime (DeferredImage).
  const img = props.priority ? (
    <img
      {...imageAttrs}
      loading={props.priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={props.priority ? 'high' : undefined}
    />
  ) : (
    <DeferredImage {...imageAttrs} />
  );
  let body = img;
  if (props.link) {
    body = (
      <a href={props.link} {...(props.link_new_tab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {img}
        {props.link_new_tab && <span className="visually-hidden"> {tw.opensInNewTab}</span>}
      </a>
    );
  } else if (props.lightbox) {
    body = (
      <a
        href={media.src}
        data-lightbox={ctx.domId}
        data-lightbox-title={media.title || undefined}
        data-lightbox-description={media.description || undefined}
      >
        {img}
        <span className="visually-hidden"> {tw.enlargeImage}</span>
      </a>
    );
  }
  const attrs = withClass(ctx.attrs, `w-align-${props.align}`, props.sizes === 'thumbnail' && 'w-image--thumbnail');
  return (
    <figure {...attrs}>
      {body}
      {props.caption && <figcaption>{props.caption}</figcaption>}
    </figure>
  );
}
