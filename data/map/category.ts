import { routes } from '../../config/routes';
import type { Category } from '../../cms/payload-types';
import type { CategoryRef, CategoryView } from '../types';
import { toSeoView } from './seo';

function parentOf(cat: Category): Category | null {
  return cat.parent && typeof cat.parent === 'object' ? cat.parent : null;
}

export function categoryUrl(cat: Category): string {
  return routes.category(cat.slug, parentOf(cat)?.slug);
}

export function toCategoryRef(cat: Category | number | null | undefined): CategoryRef | null {
  if (!cat || typeof cat !== 'object') return null;
  return { title: cat.title, url: categoryUrl(cat) };
}

export function toCategoryView(cat: Category): CategoryView {
  const parent = parentOf(cat);
  return {
    id: cat.id,
    slug: cat.slug,
    parentId: parent?.id ?? null,
    title: cat.title,
    url: categoryUrl(cat),
    description: cat.description ?? null,
    parent: parent ? { slug: parent.slug, title: parent.title, url: categoryUrl(parent) } : null,
    seo: toSeoView(cat.seo),
  };
}
