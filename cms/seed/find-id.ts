import type { Payload } from 'payload';

/**
 * Seeding is a system job, not a visitor request: it writes with access checks off and no cache purges.
 * `context` is a new object each time this is spread: Payload keeps the context it is given as the request's,
 * and the S3 storage plugin leaves a flag on it (`skipCloudStorage`) after an upload; one context shared by
 * every call had the later uploads' files stored nowhere (cms/media-storage.ts).
 */
export const system = {
  overrideAccess: true,
  get context() {
    return { skipPurge: true };
  },
} as const;

type Slugged =
  'pages' | 'posts' | 'categories' | 'projects' | 'tags' | 'products' | 'product-categories' | 'product-tags';

/** The id of the document with this slug (drafts included), so seeding creates each thing once. */
export async function findIdBySlug(payload: Payload, collection: Slugged, slug: string) {
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    draft: true,
    ...system,
  });
  return docs[0]?.id;
}
