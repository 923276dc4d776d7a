import { DeferredImage } from '../../components/content/DeferredImage';
import type { WidgetContext } from '../context';
import { isSafeUrl } from '../../engines/safe-url';

type Media = NonNullable<WidgetContext['images']>[string];

/** The items whose media-library image exists (and has a safe address), each with its image. */
export function withLibraryImages<T extends { media_id: string }>(items: readonly T[], ctx: WidgetContext) {
  return items.flatMap((item) => {
    const media = ctx.images?.[item.media_id];
    return media && isSafeUrl(media.src) ? [{ item, media }] : [];
  });
}

/** `sizes` for an image shown in N columns per device (mobile ≤ 767, tablet ≤ 1024, desktop content 1140 px). */
export function columnSizes(columns: { mobile: number; tablet: number; desktop: number }): string {
  return `(max-width: 767px) ${Math.round(100 / columns.mobile)}vw, (max-width: 1024px) ${Math.round(
    100 / columns.tablet,
  )}vw, ${Math.round(1140 / columns.desktop)}px`;
}

/**
 * A library image that reserves its space and loads when near the viewport (DeferredImage); with `priority`
 * (the page's largest paint, e.g. a hero's first slide) it loads at once and first. `decorative`: alt="" (a
 * backdrop). A carousel's island gives the neighbours of the slide shown their addresses early
 * (site-runtime/carousel.ts).
 */
export function LibraryImage({
  media,
  sizes,
  priority = false,
  decorative = false,
  className,
}: {
  media: Media;
  sizes: string;
  priority?: boolean;
  decorative?: boolean;
  className?: string;
}) {
  const attrs = {
    className,
    src: media.src,
    srcSet: media.srcset || undefined,
    sizes: media.srcset ? sizes : undefined,
    width: media.width,
    height: media.height,
    alt: decorative ? '' : media.alt,
  };
  if (!priority) return <DeferredImage {...attrs} />;
  return (
    <img
      {...attrs}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
