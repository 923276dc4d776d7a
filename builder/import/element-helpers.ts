import type { LayoutNode } from '../props';
import type { ElementorElement } from './elementor-types';
import { quote, type MapContext } from './map-context';
import type { Settings } from './settings';

/** How the report names an element: `heading (790b8da)`. */
export const whereOf = (el: ElementorElement): string => `${el.widgetType || el.elType} (${el.id || '?'})`;

export const listOf = (node: LayoutNode | null): LayoutNode[] => (node ? [node] : []);

/** Reports what an element carried that its mapping did not use, and its kit references. */
export function reportLeftovers(s: Settings, ctx: MapContext, kind: string, where: string): void {
  for (const ref of s.globals()) ctx.report.globalReference(ref);
  ctx.report.droppedSettings(kind, s.unused());
  for (const tag of s.unusedDynamic()) ctx.report.issue(`${where}: התגית הדינמית ${quote(tag)} לא יובאה`);
}
