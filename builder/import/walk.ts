import type { LayoutNode } from '../props';
import { listOf, whereOf } from './element-helpers';
import { readElement, type ElementorElement } from './elementor-types';
import { MAX_DEPTH, MAX_SLOT_CHILDREN, MAX_TOP_LEVEL } from './limits';
import { mapContainer } from './map-container';
import type { MapContext } from './map-context';
import { mapColumnAsContainer, mapSection } from './map-section';
import { mapWidget } from './map-widget-element';
import { placeholderNode } from './placeholder';

/** Where a list of elements goes: the page's top level, a column's or a container's slot. */
export type Parent = 'root' | 'column' | 'container';

/** Maps a list of Elementor elements into a slot (or the page's top level), within the slot's limit. */
export function mapElements(list: readonly unknown[], ctx: MapContext, depth: number, parent: Parent): LayoutNode[] {
  const max = parent === 'root' ? MAX_TOP_LEVEL : MAX_SLOT_CHILDREN;
  const out: LayoutNode[] = [];
  for (const raw of list) {
    if (out.length >= max) break;
    out.push(...mapElement(raw, ctx, depth, parent));
  }
  if (out.length > max || (out.length === max && list.length > max)) {
    ctx.report.issue(`יותר מ־${max} רכיבים באותה רמה: הרכיבים שאחרי ה־${max} לא יובאו`);
  }
  return out.slice(0, max);
}

function mapElement(raw: unknown, ctx: MapContext, depth: number, parent: Parent): LayoutNode[] {
  const el = readElement(raw);
  if (!el) {
    ctx.report.issue('רכיב בלי סוג (elType) דולג');
    return [];
  }
  if (depth > MAX_DEPTH) {
    ctx.report.issue(`קינון עמוק מ־${MAX_DEPTH} רמות: ${whereOf(el)} ומה שבתוכו לא יובאו`);
    return [];
  }
  switch (el.elType) {
    case 'section':
      return listOf(mapSection(el, ctx, depth));
    case 'container':
      return listOf(mapContainer(el, ctx, depth));
    case 'column':
      // A column belongs in a section; anywhere else its content is kept in a container.
      ctx.report.issue(`${whereOf(el)}: עמודה מחוץ לאזור יובאה כמכל`);
      return listOf(mapColumnAsContainer(el, ctx, depth));
    case 'widget':
      return mapWidget(el, ctx, depth, parent);
    default:
      return [
        ...listOf(placeholderNode(ctx, el.elType, el.id, el.rawSettings, whereOf(el))),
        ...nested(el, ctx, depth, parent),
      ];
  }
}

/** Elements nested in a widget (Elementor's nested tabs and accordions) follow it at the same level. */
export function nested(el: ElementorElement, ctx: MapContext, depth: number, parent: Parent): LayoutNode[] {
  if (el.elements.length === 0) return [];
  ctx.report.issue(`${whereOf(el)}: התוכן שבתוך הרכיב יובא אחריו, כרכיבים נפרדים`);
  return mapElements(el.elements, ctx, depth, parent);
}
