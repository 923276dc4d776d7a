import { asImporter, type ImportContext } from './context';

/** Collections whose documents the import marks with their WordPress id, and conditions name. */
export type NamedCollection = 'pages' | 'posts' | 'categories';

/** What the import wrote for these WordPress ids: WordPress id → arig id. */
export async function byWordpressId(
  ctx: ImportContext,
  collection: NamedCollection,
  wpIds: number[],
): Promise<Map<number, number>> {
  if (wpIds.length === 0) return new Map();
  const { docs } = await ctx.payload.find({
    collection,
    where: { wordpressId: { in: wpIds } },
    limit: 0,
    pagination: false,
    depth: 0,
    draft: true,
    ...asImporter(ctx),
  });
  return new Map(docs.flatMap((doc) => (typeof doc.wordpressId === 'number' ? [[doc.wordpressId, doc.id]] : [])));
}
