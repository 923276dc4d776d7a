import { slugify } from '../../cms/fields/slugify';
import type { WxrTerm } from '../../engines/wordpress/wxr';
import { asImporter, fail, skip, type ImportContext, itemDone } from './context';
import { upsert } from './upsert';

export const termKey = (taxonomy: string, slug: string) => `${taxonomy}:${slug}`;

/** Parents before their children, so a child's parent id is known when it is written. */
function parentsFirst(terms: WxrTerm[]): WxrTerm[] {
  const bySlug = new Map(terms.map((t) => [t.slug, t]));
  const depth = (t: WxrTerm, seen = new Set<string>()): number => {
    const parent = t.parentSlug ? bySlug.get(t.parentSlug) : undefined;
    if (!parent || seen.has(t.slug)) return 0;
    seen.add(t.slug);
    return 1 + depth(parent, seen);
  };
  return [...terms].sort((a, b) => depth(a) - depth(b));
}

async function importCategories(ctx: ImportContext, terms: WxrTerm[], done: () => void): Promise<void> {
  for (const term of parentsFirst(terms)) {
    const item = { id: term.id, title: term.name };
    try {
      const slug = slugify(term.slug) || slugify(term.name);
      if (!slug) {
        skip(ctx, 'categories', item, 'אין לקטגוריה שם כתובת שאפשר להשתמש בו');
        continue;
      }
      // arig's categories are two levels deep (/parent/child/): a grandchild hangs from its grandparent.
      const parentId = term.parentSlug ? ctx.ids.terms.get(termKey('category', term.parentSlug)) : undefined;
      const data = {
        title: term.name,
        slug,
        description: term.description || null,
        parent: typeof parentId === 'number' ? parentId : null,
        wordpressId: term.id,
      };
      const id = await upsert(ctx, 'categories', 'categories', term.id, {
        adopt: { and: [{ slug: { equals: slug } }, { wordpressId: { exists: false } }] },
        save: async (existing) =>
          existing !== undefined
            ? (await ctx.payload.update({ collection: 'categories', id: existing, data, depth: 0, ...asImporter(ctx) }))
                .id
            : (await ctx.payload.create({ collection: 'categories', data, depth: 0, ...asImporter(ctx) })).id,
      });
      ctx.ids.terms.set(termKey('category', term.slug), id);
      ctx.ids.categorySlugs.set(term.id, slug);
    } catch (error) {
      fail(ctx, 'categories', item, error);
    }
    await done();
  }
}

async function importTags(ctx: ImportContext, terms: WxrTerm[], done: () => void): Promise<void> {
  for (const term of terms) {
    const item = { id: term.id, title: term.name };
    try {
      const slug = slugify(term.slug) || slugify(term.name);
      if (!slug) {
        skip(ctx, 'tags', item, 'אין לתגית שם כתובת שאפשר להשתמש בו');
        continue;
      }
      const data = { title: term.name.slice(0, 80), slug, description: term.description.slice(0, 500) || null };
      const id = await upsert(ctx, 'tags', 'tags', term.id, {
        adopt: { and: [{ slug: { equals: slug } }, { wordpressId: { exists: false } }] },
        save: async (existing) =>
          existing !== undefined
            ? (
                await ctx.payload.update({
                  collection: 'tags',
                  id: existing,
                  data: { ...data, wordpressId: term.id },
                  depth: 0,
                  ...asImporter(ctx),
                })
              ).id
            : (
                await ctx.payload.create({
                  collection: 'tags',
                  data: { ...data, wordpressId: term.id },
                  depth: 0,
                  ...asImporter(ctx),
                })
              ).id,
      });
      ctx.ids.terms.set(termKey('post_tag', term.slug), id);
    } catch (error) {
      fail(ctx, 'tags', item, error);
    }
    await done();
  }
}

/** Categories (with their hierarchy) and tags; other taxonomies wait for their stages (menus, the shop). */
export async function importTerms(ctx: ImportContext, terms: WxrTerm[]): Promise<void> {
  const categories = terms.filter((t) => t.taxonomy === 'category');
  const tags = terms.filter((t) => t.taxonomy === 'post_tag');
  const total = categories.length + tags.length;
  let n = 0;
  const done = () => itemDone(ctx, 'terms', (n += 1), total);
  await importCategories(ctx, categories, done);
  await importTags(ctx, tags, done);
}
