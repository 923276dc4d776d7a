import { z } from 'zod';
import type { Media } from '../../cms/payload-types';
import { toAnimationView } from '../../data/map/animation';
import { toImageView } from '../../data/map/image';
import type { AnimationView, ImageView } from '../../data/types';

/**
 * The builder's media picker reads the library through Payload's REST API with the editor's session
 * (the collection's own read access applies). Pure helpers, unit-tested; the component does the fetch.
 */

export const mediaPageSize = 24;

/** What a media field holds: a picture (the default), or a Lottie animation (a JSON file). */
export type MediaKind = 'image' | 'animation';

/**
 * GET /api/media: newest first, one page, only pictures (or only animations), optionally only those whose
 * alt text contains `query`.
 */
export function mediaListUrl(query: string, page: number, kind: MediaKind = 'image'): string {
  const params = new URLSearchParams({
    depth: '0',
    limit: String(mediaPageSize),
    page: String(page),
    sort: '-createdAt',
  });
  if (kind === 'animation') params.set('where[mimeType][equals]', 'application/json');
  else params.set('where[mimeType][like]', 'image/');
  const words = query.trim();
  if (words !== '') params.set('where[alt][like]', words);
  return `/api/media?${params.toString()}`;
}

/** The smallest copy of an image (its srcset is ordered by width), for thumbnails. */
export const smallestSource = (view: ImageView): string => view.srcset.split(', ')[0]?.split(' ')[0] || view.src;

/** One image the editor can pick: the value stored in the layout, its alt text, a thumbnail, the view. */
export interface MediaChoice {
  id: string;
  alt: string;
  thumb: string;
  view: ImageView;
}

/** One animation the editor can pick: the value stored in the layout, its alt text and file name, the view. */
export interface AnimationChoice {
  id: string;
  alt: string;
  filename: string;
  view: AnimationView;
}

export interface MediaPage {
  choices: MediaChoice[];
  totalDocs: number;
  hasNextPage: boolean;
}

const sizeSchema = z.object({
  filename: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
});

const docSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^[\w-]{1,64}$/)]),
  alt: z.string(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  filename: z.string().nullish(),
  mimeType: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  sizes: z.record(z.string(), sizeSchema.nullish()).nullish(),
});

const pageSchema = z.object({
  docs: z.array(z.unknown()),
  totalDocs: z.number().int().nonnegative(),
  hasNextPage: z.boolean(),
});

/**
 * The choices in a list answer; null when the answer is not a list at all. A document that is not a
 * usable image (no file or size) is left out rather than failing the whole page.
 */
export function readMediaPage(body: unknown): MediaPage | null {
  const page = pageSchema.safeParse(body);
  if (!page.success) return null;
  const choices: MediaChoice[] = [];
  for (const raw of page.data.docs) {
    const doc = docSchema.safeParse(raw);
    if (!doc.success) continue;
    const view = toImageView(doc.data as unknown as Media);
    if (!view) continue;
    choices.push({ id: String(doc.data.id), alt: doc.data.alt, thumb: smallestSource(view), view });
  }
  return { choices, totalDocs: page.data.totalDocs, hasNextPage: page.data.hasNextPage };
}

export interface AnimationPage {
  choices: AnimationChoice[];
  totalDocs: number;
  hasNextPage: boolean;
}

/** The animations in a list answer (mediaListUrl(…, 'animation')); null when the answer is not a list. */
export function readAnimationPage(body: unknown): AnimationPage | null {
  const page = pageSchema.safeParse(body);
  if (!page.success) return null;
  const choices: AnimationChoice[] = [];
  for (const raw of page.data.docs) {
    const doc = docSchema.safeParse(raw);
    if (!doc.success) continue;
    const view = toAnimationView(doc.data as unknown as Media);
    if (!view) continue;
    choices.push({ id: String(doc.data.id), alt: doc.data.alt, filename: doc.data.filename ?? '', view });
  }
  return { choices, totalDocs: page.data.totalDocs, hasNextPage: page.data.hasNextPage };
}
