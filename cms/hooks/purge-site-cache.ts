import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload';
import { pageCache } from '../../data/cache/page-cache';

/** Seeding writes hundreds of documents; it purges once at the end instead (context.skipPurge). */
const shouldSkip = (context: Record<string, unknown>): boolean => context.skipPurge === true;

export const purgeAfterChange: CollectionAfterChangeHook = ({ doc, req }) => {
  if (!shouldSkip(req.context)) pageCache.purgeAll();
  return doc;
};

export const purgeAfterDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  if (!shouldSkip(req.context)) pageCache.purgeAll();
  return doc;
};

export const purgeAfterGlobalChange: GlobalAfterChangeHook = ({ doc, req }) => {
  if (!shouldSkip(req.context)) pageCache.purgeAll();
  return doc;
};

export const purgeHooks = {
  afterChange: [purgeAfterChange],
  afterDelete: [purgeAfterDelete],
};
