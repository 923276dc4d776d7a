import { chooseTemplate, type TemplateCandidate, type ThemeTarget } from '../../engines/theme/conditions';
import { memo } from '../cache/memo';
import { asVisitor, payload } from '../payload';
import type { PostView } from '../types';
import { toConditionRules, type StoredRule } from './rules';

/** The kinds of template the theme builder has (cms/collections/theme-templates). */
export type TemplateKind =
  'single-post' | 'single-page' | 'archive' | 'search-results' | 'not-found' | 'header' | 'footer';

export interface ThemeTemplate extends TemplateCandidate {
  /** The stored builder layout (validated when rendered, as a page's is). */
  layout: unknown;
  /** A header template: it stays at the top of the window while the page scrolls. */
  sticky: boolean;
}

/** Every published template of a kind, as a visitor reads them, until the next content change. */
export function getThemeTemplates(kind: TemplateKind): Promise<ThemeTemplate[]> {
  return memo(`theme-templates:${kind}`, async () => {
    const p = await payload();
    const { docs } = await p.find({
      collection: 'theme-templates',
      where: { kind: { equals: kind } },
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
      sticky: d.sticky === true,
    }));
  });
}

/** The template of a kind that shows this page (engines/theme/conditions.ts), or null: the site's own. */
export async function getThemeTemplateFor(kind: TemplateKind, target: ThemeTarget): Promise<ThemeTemplate | null> {
  return chooseTemplate(await getThemeTemplates(kind), target);
}

/**
 * The page template that shows a page written as text, or null: the site's own page layout. A page laid
 * out in the builder is its own design, and no template claims it.
 */
export const getPageTemplateFor = (page: { id: number | string }, front: boolean) =>
  getThemeTemplateFor('single-page', { kind: 'page', id: Number(page.id), front });

/** The single-article template that shows this article, or null: the site's own article layout. */
export const getSingleTemplateFor = (post: Pick<PostView, 'id' | 'categoryIds'>) =>
  getThemeTemplateFor('single-post', { kind: 'article', id: Number(post.id), categoryIds: post.categoryIds });
