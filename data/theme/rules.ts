import { ruleTargets, type ConditionRule } from '../../engines/theme/conditions';

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

/** A template's stored rules as the conditions engine reads them; a malformed rule is left out. */
export function toConditionRules(rules: readonly StoredRule[] | null | undefined): ConditionRule[] {
  return (rules ?? []).flatMap((r): ConditionRule[] => {
    const target = ruleTargets.find((t) => t === r.target);
    if (!target || (r.effect !== 'include' && r.effect !== 'exclude')) return [];
    return [
      { effect: r.effect, target, categoryIds: idsOf(r.categories), postIds: idsOf(r.posts), pageIds: idsOf(r.pages) },
    ];
  });
}
