import type { RuleTarget } from '../../engines/theme/conditions';
import { readList, type Raw } from './popup-values';

/** A theme-builder rule with the WordPress ids it names, still to be turned into arig's. */
export interface RulePlan {
  effect: 'include' | 'exclude';
  target: RuleTarget;
  wpIds: number[];
}

const id = (part: string | undefined): number | null =>
  part !== undefined && /^\d{1,12}$/.test(part) && Number(part) > 0 ? Number(part) : null;

/** One Elementor condition (`general`, `singular/page/12`, …, without its include/exclude) as a rule's target. */
function targetOf(parts: string[]): { target: RuleTarget; wpId: number | null } | null {
  const [scope, kind, sub, more] = parts;
  if (more !== undefined) return null;
  if (scope === 'general' && kind === undefined) return { target: 'entire-site', wpId: null };
  if (scope === 'archive') return archiveTarget(kind, sub);
  if (scope !== 'singular') return null;
  const n = id(sub);
  if (kind === 'front_page' && sub === undefined) return { target: 'front-page', wpId: null };
  if (kind === 'not_found404' && sub === undefined) return { target: 'not-found', wpId: null };
  if (kind === 'page' && sub === undefined) return { target: 'all-pages', wpId: null };
  if (kind === 'page' && n !== null) return { target: 'specific-pages', wpId: n };
  if (kind === 'post' && sub === undefined) return { target: 'all-posts', wpId: null };
  if (kind === 'post' && n !== null) return { target: 'specific-posts', wpId: n };
  if ((kind === 'in_category' || kind === 'in_category_children') && n !== null)
    return { target: 'in-category', wpId: n };
  return null;
}

/**
 * `archive` (all archives) and `archive/post_archive` (the posts' archives) as all archives; a category's
 * archive, or its children's, by id; `archive/search` as the search results. Elementor's author, date and
 * tag archives have no condition of their own in arig.
 */
function archiveTarget(kind: string | undefined, sub: string | undefined) {
  if ((kind === undefined || kind === 'post_archive') && sub === undefined)
    return { target: 'all-archives' as const, wpId: null };
  if (kind === 'search' && sub === undefined) return { target: 'search' as const, wpId: null };
  const n = id(sub);
  if ((kind === 'category' || kind === 'child_of_category') && n !== null)
    return { target: 'category-archive' as const, wpId: n };
  return null;
}

/**
 * An Elementor Pro theme template's `_elementor_conditions` (`include/general`, `include/singular/front_page`,
 * `exclude/singular/page/12`, `include/singular/in_category/5`, …) as arig's display rules, the ids named
 * gathered per rule. Conditions arig has no counterpart for (authors', dates' and tags' archives) are named
 * in `notes`. A template with no condition shows nowhere, in Elementor as in arig.
 */
export function mapTemplateConditions(raw: Raw, notes: string[]): RulePlan[] {
  const rules: RulePlan[] = [];
  for (const condition of readList(raw)) {
    const [effect, ...parts] = condition.split('/').filter(Boolean);
    const mapped = effect === 'include' || effect === 'exclude' ? targetOf(parts) : null;
    if (!mapped || (effect !== 'include' && effect !== 'exclude')) {
      notes.push(`תנאי התצוגה "${condition}" אינו קיים באריג ולא יובא: יש לבדוק בסטודיו היכן התבנית חלה`);
      continue;
    }
    const same = rules.find((r) => r.effect === effect && r.target === mapped.target);
    if (same && mapped.wpId !== null) same.wpIds.push(mapped.wpId);
    else if (!same) rules.push({ effect, target: mapped.target, wpIds: mapped.wpId === null ? [] : [mapped.wpId] });
  }
  return rules;
}
