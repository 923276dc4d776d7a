import type { Layout } from '../builder/layout';
import { collectMediaIds } from '../builder/render-layout';
import { memoMany } from './cache/memo';
import { toImageView } from './map/image';
import { asVisitor, payload } from './payload';
import type { Media } from '../cms/payload-types';
import type { ImageView } from './types';

/**
 * Views of media-library documents by id (`toView` null: not that kind of media), in one query for those
 * not already memoised under `kind`.
 */
export async function getMediaViews<V>(
  kind: string,
  ids: number[],
  toView: (doc: Media) => V | null,
): Promise<Map<number, V | null>> {
  return memoMany<number, V>(kind, ids, async (missing) => {
    const p = await payload();
    const { docs } = await p.find({
      collection: 'media',
      where: { id: { in: missing } },
      depth: 0,
      pagination: false,
      ...asVisitor,
    });
    const views = new Map<number, V>();
    for (const doc of docs) {
      const view = toView(doc);
      if (view) views.set(doc.id, view);
    }
    return views;
  });
}

/** Image views by media id, in one query for those not already memoised. */
export const getImageViews = (ids: number[]): Promise<Map<number, ImageView | null>> =>
  getMediaViews('media', ids, toImageView);

/** The image views a layout's widgets show, keyed by media id as the render context holds them. */
export async function getLayoutImages(layout: Pick<Layout, 'content'>): Promise<Record<string, ImageView>> {
  const ids = collectMediaIds(layout)
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  const images: Record<string, ImageView> = {};
  for (const [id, view] of await getImageViews(ids)) if (view) images[String(id)] = view;
  return images;
}

export const idOf = (ref: number | { id: number } | null | undefined): number | null =>
  ref === null || ref === undefined ? null : typeof ref === 'object' ? ref.id : ref;
