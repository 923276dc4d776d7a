import type { Where } from 'payload';
import { asImporter, count, type ImportContext } from './context';
import type { ImportKind } from './report';

export type ImportedSlug =
  'users' | 'categories' | 'tags' | 'media' | 'posts' | 'pages' | 'popups' | 'forms' | 'theme-templates' | 'redirects';

/** A dry run's stand-in ids: never a real document's, so nothing can be written against them. */
let dryRunIds = 0;

async function findOne(ctx: ImportContext, collection: ImportedSlug, where: Where) {
  const { docs } = await ctx.payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    draft: true,
    pagination: false,
    ...asImporter(ctx),
  });
  return docs[0]?.id;
}

export interface UpsertOptions {
  /** Another document to take over when none carries the WordPress id yet (the same slug, say). */
  adopt?: Where;
  /** Writes the document: updates `existing`, or creates it when undefined; answers its id. */
  save: (existing: number | string | undefined) => Promise<number | string>;
}

/**
 * Finds the document a former import (or `adopt`) made for a WordPress id and lets `save` update it, or
 * create it when there is none: running the same export again changes what changed and adds nothing twice.
 * A dry run counts what would happen and writes nothing.
 */
export async function upsert(
  ctx: ImportContext,
  kind: ImportKind,
  collection: ImportedSlug,
  wpId: number | null,
  options: UpsertOptions,
): Promise<number | string> {
  const existing =
    (wpId !== null ? await findOne(ctx, collection, { wordpressId: { equals: wpId } }) : undefined) ??
    (options.adopt ? await findOne(ctx, collection, options.adopt) : undefined);
  const id = ctx.dryRun ? (existing ?? `dry-run-${(dryRunIds += 1)}`) : await options.save(existing);
  count(ctx, kind, existing === undefined ? 'created' : 'updated');
  return id;
}
