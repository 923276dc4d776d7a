/**
 * The theme builder's display conditions (issue 25): which template shows a page, or its header or footer.
 * A template's rules include or exclude the entire site, the front page, all pages or chosen pages, all
 * articles, the articles of some categories (their subcategories' included), chosen articles, all
 * archives, the archives of some categories (their subcategories' too), the 404 page, or the search results. A template applies where one
 * of its include rules matches and none of its exclude rules does; among those that apply, the most
 * specific include wins (chosen pages or articles, the front page and the 404 page, then categories, then all pages,
 * all articles or all archives, then the entire site), then the latest edited.
 */
export const ruleTargets = [
  'entire-site',
  'front-page',
  'all-pages',
  'specific-pages',
  'all-posts',
  'in-category',
  'specific-posts',
  'all-archives',
  'category-archive',
  'not-found',
  'search',
] as const;

export type RuleTarget = (typeof ruleTargets)[number];

export interface ConditionRule {
  effect: 'include' | 'exclude';
  target: RuleTarget;
  /** For `in-category` and `category-archive`: the categories (a subcategory is in its parent too). */
  categoryIds?: readonly number[];
  /** For `specific-posts`. */
  postIds?: readonly number[];
  /** For `specific-pages`. */
  pageIds?: readonly number[];
}

export interface TemplateCandidate {
  id: number;
  title: string;
  /** ISO time of the last edit: the tie-breaker among equally specific templates. */
  updatedAt: string;
  rules: readonly ConditionRule[];
}

/**
 * What is shown: an article (with its categories and their parents), a page (the front page or not), an
 * archive of articles (a category's, with its parent; a tag's, an author's or a month's, with none), the
 * page for an address that has none (404), or another route.
 */
export type ThemeTarget =
  | { kind: 'article'; id: number; categoryIds: readonly number[] }
  | { kind: 'page'; id: number; front: boolean }
  | { kind: 'archive'; categoryIds: readonly number[] }
  | { kind: 'not-found' }
  | { kind: 'search' }
  | { kind: 'other'; front?: boolean };

export const specificity: Record<RuleTarget, number> = {
  'entire-site': 0,
  'all-pages': 1,
  'all-posts': 1,
  'all-archives': 1,
  'in-category': 2,
  'category-archive': 2,
  'front-page': 3,
  'not-found': 3,
  search: 3,
  'specific-pages': 3,
  'specific-posts': 3,
};

function matches(rule: ConditionRule, target: ThemeTarget): boolean {
  switch (rule.target) {
    case 'entire-site':
      return true;
    case 'front-page':
      return (target.kind === 'page' || target.kind === 'other') && target.front === true;
    case 'all-pages':
      return target.kind === 'page';
    case 'specific-pages':
      return target.kind === 'page' && (rule.pageIds ?? []).includes(target.id);
    case 'all-posts':
      return target.kind === 'article';
    case 'in-category':
      return target.kind === 'article' && (rule.categoryIds ?? []).some((id) => target.categoryIds.includes(id));
    case 'specific-posts':
      return target.kind === 'article' && (rule.postIds ?? []).includes(target.id);
    case 'all-archives':
      return target.kind === 'archive';
    case 'category-archive':
      return target.kind === 'archive' && (rule.categoryIds ?? []).some((id) => target.categoryIds.includes(id));
    case 'not-found':
      return target.kind === 'not-found';
    case 'search':
      return target.kind === 'search';
  }
}

/** How specifically the template claims this page (its best matching include), or null when it does not. */
export function claim(template: Pick<TemplateCandidate, 'rules'>, target: ThemeTarget): number | null {
  if (template.rules.some((r) => r.effect === 'exclude' && matches(r, target))) return null;
  const scores = template.rules
    .filter((r) => r.effect === 'include' && matches(r, target))
    .map((r) => specificity[r.target]);
  return scores.length ? Math.max(...scores) : null;
}

/** The template that shows this page (or its header or footer), or null: the site's own. */
export function chooseTemplate<T extends TemplateCandidate>(templates: readonly T[], target: ThemeTarget): T | null {
  let best: { template: T; score: number } | null = null;
  for (const template of templates) {
    const score = claim(template, target);
    if (score === null) continue;
    const better =
      !best ||
      score > best.score ||
      (score === best.score &&
        (template.updatedAt > best.template.updatedAt ||
          (template.updatedAt === best.template.updatedAt && template.id < best.template.id)));
    if (better) best = { template, score };
  }
  return best?.template ?? null;
}

/** Names for the studio's explanation. */
export interface RuleNames {
  category: (id: number) => string;
  post: (id: number) => string;
  page: (id: number) => string;
}

const quoted = (names: string[]) => names.map((n) => `״${n}״`).join(', ');

function describeRule(rule: ConditionRule, names: RuleNames): string {
  switch (rule.target) {
    case 'entire-site':
      return 'כל האתר';
    case 'front-page':
      return 'עמוד הבית';
    case 'all-pages':
      return 'כל העמודים';
    case 'specific-pages':
      return `העמודים ${quoted((rule.pageIds ?? []).map(names.page))}`;
    case 'all-posts':
      return 'כל המאמרים';
    case 'in-category':
      return `המאמרים בקטגוריות ${quoted((rule.categoryIds ?? []).map(names.category))}`;
    case 'specific-posts':
      return `המאמרים ${quoted((rule.postIds ?? []).map(names.post))}`;
    case 'all-archives':
      return 'כל הארכיונים';
    case 'category-archive':
      return `ארכיוני הקטגוריות ${quoted((rule.categoryIds ?? []).map(names.category))}`;
    case 'not-found':
      return 'עמוד 404 (כתובת שאינה קיימת)';
    case 'search':
      return 'תוצאות החיפוש';
  }
}

/** Where the template applies, in Hebrew, for the studio (e.g. "כל המאמרים, חוץ מ…"). */
export function describeConditions(rules: readonly ConditionRule[], names: RuleNames): string {
  const included = rules.filter((r) => r.effect === 'include').map((r) => describeRule(r, names));
  const excluded = rules.filter((r) => r.effect === 'exclude').map((r) => describeRule(r, names));
  if (included.length === 0) return 'התבנית אינה חלה על אף עמוד: אין לה תנאי הכללה.';
  return `חלה על ${included.join('; ')}${excluded.length ? `, חוץ מ${excluded.join('; ')}` : ''}.`;
}

export const precedenceNote =
  'כשכמה תבניות מאותו סוג חלות על אותו עמוד, גוברת הספציפית ביותר: עמוד הבית, עמוד 404, תוצאות החיפוש או עמודים ומאמרים שנבחרו בשמם, אחר כך קטגוריה, אחר כך כל העמודים, כל המאמרים או כל הארכיונים, ולבסוף כל האתר; בשוויון, זו שנערכה לאחרונה.';
