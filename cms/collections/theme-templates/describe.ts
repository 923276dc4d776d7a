import type { CollectionAfterReadHook } from 'payload';
import { describeConditions } from '../../../engines/theme/conditions';
import { toConditionRules, type StoredRule } from '../../../data/theme/rules';

/**
 * "היכן חלה" for the studio: the saved rules in Hebrew, with the names of the categories, articles and
 * pages it names. Only for a signed-in editor (the site's reads skip it: it costs up to three lookups).
 */
export const describeTemplateConditions: CollectionAfterReadHook = async ({ doc, req }) => {
  if (!req.user) return doc;
  const rules = toConditionRules(doc.rules as StoredRule[] | undefined);
  const categoryIds = [...new Set(rules.flatMap((r) => r.categoryIds ?? []))];
  const postIds = [...new Set(rules.flatMap((r) => r.postIds ?? []))];
  const pageIds = [...new Set(rules.flatMap((r) => r.pageIds ?? []))];
  const titles = async (collection: 'categories' | 'posts' | 'pages', ids: number[]) => {
    if (ids.length === 0) return new Map<number, string>();
    const { docs } = await req.payload.find({
      collection,
      where: { id: { in: ids } },
      limit: ids.length,
      depth: 0,
      pagination: false,
      select: { title: true },
      req,
      overrideAccess: false,
    });
    return new Map(docs.map((d) => [d.id, d.title ?? '']));
  };
  const [categories, posts, pages] = await Promise.all([
    titles('categories', categoryIds),
    titles('posts', postIds),
    titles('pages', pageIds),
  ]);
  return {
    ...doc,
    appliesTo: describeConditions(rules, {
      category: (id) => categories.get(id) ?? `#${id}`,
      post: (id) => posts.get(id) ?? `#${id}`,
      page: (id) => pages.get(id) ?? `#${id}`,
    }),
  };
};
