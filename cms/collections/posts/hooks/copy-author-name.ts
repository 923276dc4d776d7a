import type { CollectionBeforeChangeHook } from 'payload';

/**
 * Visitors may not read user accounts, so the byline they see (name, and the slug of /author/{slug}/) is copied onto the article
 * when it is saved instead of being joined from `users` at render time.
 */
export const copyAuthorName: CollectionBeforeChangeHook = async ({ data, req }) => {
  const ref: unknown = data.author;
  const id = typeof ref === 'object' && ref !== null ? (ref as { id?: unknown }).id : ref;
  if (typeof id !== 'number' && typeof id !== 'string') return { ...data, authorName: null, authorSlug: null };
  const author = await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  });
  return { ...data, authorName: author?.name ?? null, authorSlug: author?.authorSlug ?? null };
};
