import type { CollectionBeforeChangeHook } from 'payload';

/** An article published without a date gets the moment it was published, so listings can sort by it. */
export const stampPublishedAt: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status === 'published' && !data.publishedAt) {
    return { ...data, publishedAt: new Date().toISOString() };
  }
  return data;
};
