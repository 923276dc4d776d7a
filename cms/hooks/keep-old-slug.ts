import type { CollectionAfterChangeHook, CollectionSlug } from 'payload';

type Redirected = Extract<CollectionSlug, 'pages' | 'posts' | 'categories'>;

/**
 * After a rename, the old slug answers 301 to the document (cms/collections/redirects). Only an address
 * that was public keeps answering: a slug changed while the document was a draft was never visited. A
 * redirect whose old slug is now a document's own is removed: the live document wins.
 */
export const keepOldSlug =
  (collection: Redirected): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req, operation }) => {
    const slug: unknown = doc.slug;
    if (typeof slug !== 'string' || slug === '') return doc;
    // The change itself passed the collection's access; a write without a user is arig's own (seed, import).
    const access = req.user
      ? ({ req, overrideAccess: false, user: req.user } as const)
      : ({ req, overrideAccess: true } as const);
    await req.payload.delete({ collection: 'redirects', where: { from: { equals: slug } }, ...access });
    if (operation !== 'update') return doc;
    const old: unknown = previousDoc?.slug;
    const wasPublic = collection === 'categories' || previousDoc?._status === 'published';
    if (typeof old !== 'string' || old === '' || old === slug || !wasPublic) return doc;
    const existing = await req.payload.find({
      collection: 'redirects',
      where: { from: { equals: old } },
      limit: 1,
      depth: 0,
      pagination: false,
      ...access,
    });
    const data = { from: old, to: { relationTo: collection, value: doc.id as number } };
    if (existing.docs[0])
      await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data, ...access });
    else await req.payload.create({ collection: 'redirects', data, ...access });
    return doc;
  };
