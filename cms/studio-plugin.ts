import type { Plugin } from 'payload';

/**
 * Studio-wide choices for every collection and global, the plugins' included (so it runs last): no "API"
 * tab, a developer's view of the raw JSON that is a dead end for an owner (issue 27). The REST API itself
 * is unchanged.
 */
export const studioPlugin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((c) => ({ ...c, admin: { ...c.admin, hideAPIURL: true } })),
  globals: config.globals?.map((g) => ({ ...g, admin: { ...g.admin, hideAPIURL: true } })),
});
