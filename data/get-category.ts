import { toCategoryView } from './map/category';
import { asVisitor, payload } from './payload';
import type { CategoryView } from './types';

/** /a/ is a top-level category; /a/b/ is category b whose parent is a. */
export async function getCategoryByPath(segments: string[]): Promise<CategoryView | null> {
  const [first, second] = segments;
  if (!first) return null;
  const slug = second ?? first;
  const p = await payload();
  const { docs } = await p.find({
    collection: 'categories',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    ...asVisitor,
  });
  const cat = docs[0];
  if (!cat) return null;
  const parent = cat.parent && typeof cat.parent === 'object' ? cat.parent : null;
  if (second ? parent?.slug !== first : parent !== null) return null;
  return toCategoryView(cat);
}

export async function getChildCategoryIds(id: number | string): Promise<(number | string)[]> {
  const p = await payload();
  const { docs } = await p.find({
    collection: 'categories',
    where: { parent: { equals: id } },
    depth: 0,
    pagination: false,
    ...asVisitor,
  });
  return docs.map((d) => d.id);
}

export async function getAllCategories(): Promise<CategoryView[]> {
  const p = await payload();
  const { docs } = await p.find({ collection: 'categories', depth: 1, pagination: false, sort: 'title', ...asVisitor });
  return docs.map(toCategoryView);
}
