import type { ImageView } from '../data/types';
import { isSafeUrl } from '../engines/safe-url';
import { slidesSizes } from '../widgets/slides/options';
import type { Layout } from './layout';
import type { LayoutNode } from './props';
import { walkLayout } from './render-layout';

/** Widgets that draw a picture (a video only with its poster): the first of them, in page order, is the
 * page's likely largest paint. */
const pictured = new Set([
  'slides',
  'image',
  'gallery',
  'image-carousel',
  'hotspot',
  'portfolio',
  'loop-grid',
  'posts',
  'archive-posts',
]);
const drawsPicture = (node: LayoutNode) =>
  pictured.has(node.type) || (node.type === 'video' && Boolean(node.props.poster_media_id));

/**
 * The picture a builder page preloads from its head (Base.astro's `lcpImage`): the first slide's of a
 * slides widget that is the page's first widget with a picture and loads its first picture at once
 * (`priority`). Null otherwise, e.g. when an image or a listing comes first, or the first slide has no
 * picture (its text is then the largest paint).
 */
export function builderLcpImage(
  layout: Pick<Layout, 'content'>,
  images: Readonly<Record<string, ImageView>> | undefined,
): { image: ImageView; sizes: string } | null {
  let first: LayoutNode | undefined;
  walkLayout(layout.content, (node) => {
    if (!first && drawsPicture(node)) first = node;
  });
  if (first?.type !== 'slides' || first.props.priority !== true) return null;
  const slides = first.props.slides;
  const id = Array.isArray(slides) ? (slides[0] as { media_id?: unknown } | undefined)?.media_id : undefined;
  const image = typeof id === 'string' && id ? images?.[id] : undefined;
  if (!image || !isSafeUrl(image.src)) return null;
  return { image, sizes: slidesSizes(first.props.width === 'content' ? 'content' : 'full') };
}
