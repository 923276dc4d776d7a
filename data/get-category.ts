import type { Category } from '../cms/payload-types';
import { memo } from './cache/memo';
import { toCategoryView } from './map/category';
import { asVisitor, payload } from './payload';
import type { CategoryView } from './types';

/** The whole category tree is small: read once per content generation and looked up in memory. */
export function getCategoryMap(): Promise<Map<number, CategoryView>> {
  return memo('categories', async () => {
    const p = await payload();
    const { docs } = await p.find({
      collection: 'categories',
      depth: 0,
      pagination: false,
      sort: 'title',
      ...asVisitor,
    });
    const byId = new Map<number, Category>(docs.map((d) => [d.id, d]));
    const views = new Map<number, CategoryView>();
    for (const doc of docs) {
      const parent = typeof doc.parent === 'number' ? (byId.get(doc.parent) ?? null) : null;
      views.set(doc.id, toCategoryView({ ...doc, parent }));
    }
    return views;
  });
}

/** /a/ is a top-level category; /a/b/ is category b whose parent is a. */
export async function getCategoryByPath(segments: string[]): Promise<CategoryView | null> {
  const [first, second] = segments;
  if (!first) return null;
  for (const cat of (await getCategoryMap()).values()) {
    const matches = second ? cat.slug === second && cat.parent?.slug === first : cat.slug === first && !cat.parent;
    if (matches) return cat;
  }
  return null;
}

export async function getAllCategories(): Promise<CategoryView[]> {
  return [...(await getCategoryMap()).values()];
}
