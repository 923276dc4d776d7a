import { routes } from '../../config/routes';
import type { Media } from '../../cms/payload-types';
import type { ImageView } from '../types';

type SizeEntry = { filename?: string | null; width?: number | null; height?: number | null };

export function toImageView(media: Media | number | null | undefined): ImageView | null {
  if (!media || typeof media !== 'object' || !media.filename || !media.width || !media.height) return null;
  // A Lottie animation has a canvas size too, but it is no picture (data/map/animation.ts reads it).
  if (media.mimeType && !media.mimeType.startsWith('image/')) return null;
  const sizes = Object.values(media.sizes ?? {}) as SizeEntry[];
  const candidates = sizes
    .filter((s): s is Required<{ [K in keyof SizeEntry]: NonNullable<SizeEntry[K]> }> =>
      Boolean(s.filename && s.width && s.height),
    )
    .sort((a, b) => a.width - b.width);
  const largest = candidates.at(-1);
  const src = largest ? routes.media(largest.filename) : routes.media(media.filename);
  return {
    src,
    width: largest?.width ?? media.width,
    height: largest?.height ?? media.height,
    alt: media.alt,
    title: media.title ?? null,
    description: media.description ?? null,
    srcset: candidates.map((s) => `${routes.media(s.filename)} ${s.width}w`).join(', '),
  };
}
