import type { ConditionRule, RuleTarget } from '../../engines/theme/conditions';

/** A relationship as Payload returns it: an id at depth 0, the document deeper. */
type Related = number | { id: number } | null | undefined;

export interface StoredRule {
  effect?: string | null;
  target?: string | null;
  categories?: Related[] | null;
  posts?: Related[] | null;
  pages?: Related[] | null;
}

const idsOf = (list: Related[] | null | undefined): number[] =>
  (list ?? []).flatMap((r) => (typeof r === 'number' ? [r] : r && typeof r === 'object' ? [r.id] : []));

const targets: readonly RuleTarget[] = [
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
];

/** A template's stored rules as the conditions engine reads them; a malformed rule is left out. */
export function toConditionRules(rules: readonly StoredRule[] | null | undefined): ConditionRule[] {
  return (rules ?? []).flatMap((r): ConditionRule[] => {
    const target = targets.find((t) => t === r.target);
    if (!target || (r.effect !== 'include' && r.effect !== 'exclude')) return [];
    return [
      { effect: r.effect, target, categoryIds: idsOf(r.categories), postIds: idsOf(r.posts), pageIds: idsOf(r.pages) },
    ];
  });
}
