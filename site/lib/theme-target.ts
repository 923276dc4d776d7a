import type { ThemeTarget } from '../../engines/theme/conditions';
import type { PlacementTarget } from '../../engines/popup/placement';

/** What the theme builder's conditions see of a page: what the page is, and whether it is the front page. */
export function themeTargetOf(target: PlacementTarget, path: string): ThemeTarget {
  const front = path === '/';
  if (target.kind === 'article') return target;
  if (target.kind === 'page') return { kind: 'page', id: target.id, front };
  return { kind: 'other', front };
}
