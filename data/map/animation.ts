import { routes } from '../../config/routes';
import type { Media } from '../../cms/payload-types';
import type { AnimationView } from '../types';

/** The media-library document of a Lottie animation (a validated JSON upload), or null for anything else. */
export function toAnimationView(media: Media | number | null | undefined): AnimationView | null {
  if (!media || typeof media !== 'object' || media.mimeType !== 'application/json') return null;
  if (!media.filename || !media.width || !media.height) return null;
  return { src: routes.media(media.filename), width: media.width, height: media.height, alt: media.alt };
}
