import type { Payload } from 'payload';

/** Seeding is a system job, not a visitor request: it writes with access checks off and no cache purges. */
export const system = { overrideAccess: true, context: { skipPurge: true } } as const;

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
