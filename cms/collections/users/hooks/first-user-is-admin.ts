import type { CollectionBeforeChangeHook } from 'payload';

/** The account made on a fresh install (Payload's "create first user") must be able to run the site. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data;
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req });
  if (totalDocs === 0) return { ...data, roles: ['admin'] };
  return data;
};
