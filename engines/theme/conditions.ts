/**
 * The theme builder's display conditions (issue 25), for single-article templates: which template shows an
 * article. A template's rules include or exclude all articles, the articles of some categories (their
 * subcategories' included), or some articles by name. A template applies where one of its include rules
 * matches and none of its exclude rules does; among those that apply, the most specific include wins
 * (named articles, then categories, then all articles), then the latest edited.
 */
export type RuleTarget = 'all-posts' | 'in-category' | 'specific-posts';

export interface ConditionRule {
  effect: 'include' | 'exclude';
  target: RuleTarget;
  /** For `in-category`: the categories (an article in a subcategory is in its parent too). */
  categoryIds?: readonly number[];
  /** For `specific-posts`. */
  postIds?: readonly number[];
}

export interface TemplateCandidate {
  id: number;
  title: string;
  /** ISO time of the last edit: the tie-breaker among equally specific templates. */
  updatedAt: string;
  rules: readonly ConditionRule[];
}

export interface ArticleTarget {
  id: number;
  /** The article's categories with their parents. */
  categoryIds: readonly number[];
}

export const specificity: Record<RuleTarget, number> = { 'all-posts': 1, 'in-category': 2, 'specific-posts': 3 };

function matches(rule: ConditionRule, article: ArticleTarget): boolean {
  switch (rule.target) {
    case 'all-posts':
      return true;
    case 'in-category':
      return (rule.categoryIds ?? []).some((id) => article.categoryIds.includes(id));
    case 'specific-posts':
      return (rule.postIds ?? []).includes(article.id);
  }
}

/** How specifically the template claims this article (its best matching include), or null when it does not. */
export function claim(template: Pick<TemplateCandidate, 'rules'>, article: ArticleTarget): number | null {
  if (template.rules.some((r) => r.effect === 'exclude' && matches(r, article))) return null;
  const scores = template.rules
    .filter((r) => r.effect === 'include' && matches(r, article))
    .map((r) => specificity[r.target]);
  return scores.length ? Math.max(...scores) : null;
}

/** The template that shows this article, or null: the site's own article layout. */
export function chooseTemplate<T extends TemplateCandidate>(templates: readonly T[], article: ArticleTarget): T | null {
  let best: { template: T; score: number } | null = null;
  for (const template of templates) {
    const score = claim(template, article);
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
}

const quoted = (names: string[]) => names.map((n) => `״${n}״`).join(', ');

function describeRule(rule: ConditionRule, names: RuleNames): string {
  switch (rule.target) {
    case 'all-posts':
      return 'כל המאמרים';
    case 'in-category':
      return `המאמרים בקטגוריות ${quoted((rule.categoryIds ?? []).map(names.category))}`;
    case 'specific-posts':
      return `המאמרים ${quoted((rule.postIds ?? []).map(names.post))}`;
  }
}

/** Where the template applies, in Hebrew, for the studio (e.g. "כל המאמרים, חוץ מ…"). */
export function describeConditions(rules: readonly ConditionRule[], names: RuleNames): string {
  const included = rules.filter((r) => r.effect === 'include').map((r) => describeRule(r, names));
  const excluded = rules.filter((r) => r.effect === 'exclude').map((r) => describeRule(r, names));
  if (included.length === 0) return 'התבנית אינה חלה על אף מאמר: אין לה תנאי הכללה.';
  return `חלה על ${included.join('; ')}${excluded.length ? `, חוץ מ${excluded.join('; ')}` : ''}.`;
}

export const precedenceNote =
  'כשכמה תבניות חלות על אותו מאמר, גוברת הספציפית ביותר: מאמרים שנבחרו בשמם, אחר כך קטגוריה, ואחר כך כל המאמרים; בשוויון, זו שנערכה לאחרונה.';
