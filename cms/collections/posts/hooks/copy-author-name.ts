import type { CollectionBeforeChangeHook } from 'payload';
import type { User } from '../../../payload-types';

/** The fields of an account an article carries a copy of. */
export function authorCopies(author: Pick<User, 'name' | 'authorSlug' | 'bio' | 'avatar'> | null | undefined) {
  const avatar = author?.avatar;
  return {
    authorName: author?.name ?? null,
    authorSlug: author?.authorSlug ?? null,
    authorBio: author?.bio?.trim() || null,
    authorAvatar: typeof avatar === 'object' && avatar !== null ? avatar.id : (avatar ?? null),
  };
}

/**
 * Visitors may not read user accounts, so the byline they see (name, and the slug of /author/{slug}/) and the
 * author box's profile (a few words, a picture) are copied onto the article when it is saved instead of
 * being joined from `users` at render time.
 */
export const copyAuthorName: CollectionBeforeChangeHook = async ({ data, req }) => {
  const ref: unknown = data.author;
  const id = typeof ref === 'object' && ref !== null ? (ref as { id?: unknown }).id : ref;
  if (typeof id !== 'number' && typeof id !== 'string')
    return { ...data, authorName: null, authorSlug: null, authorBio: null, authorAvatar: null };
  const author = await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  });
  return { ...data, ...authorCopies(author) };
};
