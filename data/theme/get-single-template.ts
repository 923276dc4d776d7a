import { chooseTemplate, type TemplateCandidate } from '../../engines/theme/conditions';
import { memo } from '../cache/memo';
import { asVisitor, payload } from '../payload';
import type { PostView } from '../types';
import { toConditionRules, type StoredRule } from './rules';

export interface SingleTemplate extends TemplateCandidate {
  /** The stored builder layout (validated when rendered, as a page's is). */
  layout: unknown;
}

/** Every published single-article template, as a visitor reads them, until the next content change. */
export function getSingleTemplates(): Promise<SingleTemplate[]> {
  return memo('theme-templates:single-post', async () => {
    const p = await payload();
    const { docs } = await p.find({
      collection: 'theme-templates',
      where: { kind: { equals: 'single-post' } },
      depth: 0,
      limit: 200,
      pagination: false,
      ...asVisitor,
    });
    return docs.map((d) => ({
      id: d.id,
      title: d.title,
      updatedAt: d.updatedAt,
      rules: toConditionRules(d.rules as StoredRule[] | null | undefined),
      layout: d.layout,
    }));
  });
}

/** The template that shows this article (engines/theme/conditions.ts), or null: the site's own layout. */
export async function getSingleTemplateFor(post: Pick<PostView, 'id' | 'categoryIds'>): Promise<SingleTemplate | null> {
  return chooseTemplate(await getSingleTemplates(), { id: Number(post.id), categoryIds: post.categoryIds });
}
