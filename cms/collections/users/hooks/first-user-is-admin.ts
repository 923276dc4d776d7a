import { systemTaskKey } from '../../../access/system-task';
import type { CollectionBeforeChangeHook } from 'payload';

/** The account made on a fresh install (Payload's "create first user") must be able to run the site. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  // A visitor registering on the site is a customer, even on an install nobody has signed in to yet.
  if (operation !== 'create' || (req.context as Record<string, unknown>)[systemTaskKey] === 'register') return data;
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req });
  if (totalDocs === 0) return { ...data, roles: ['admin'] };
  return data;
};
