import type { LayoutNode } from '../props';
import { commonProps } from './common-settings';
import { mapBackground } from './map-background';
import { reportLeftovers, whereOf } from './element-helpers';
import type { ElementorElement } from './elementor-types';
import { quote, type MapContext } from './map-context';
import { Settings } from './settings';
import { minHeight } from './sizes';
import { clampInt, oneOf, pick } from './values';
import { mapElements } from './walk';

const containerTags = ['div', 'section', 'article', 'aside', 'header', 'footer'] as const;
const justify: Readonly<Record<string, string>> = {
  'flex-start': 'start',
  start: 'start',
  center: 'center',
  'flex-end': 'end',
  end: 'end',
  'space-between': 'space-between',
  'space-around': 'space-around',
  'space-evenly': 'space-evenly',
};
const alignItems: Readonly<Record<string, string>> = {
  'flex-start': 'start',
  start: 'start',
  center: 'center',
  'flex-end': 'end',
  end: 'end',
  stretch: 'stretch',
};
/** An Elementor flexbox container: arig's container (flex or grid), per-device direction, columns and gap. */
export function mapContainer(el: ElementorElement, ctx: MapContext, depth: number): LayoutNode | null {
  if (!ctx.takeNode()) return null;
  const where = whereOf(el);
  const s = new Settings(el.settings);
  const id = ctx.nodeId('container', el.id);
  const common = commonProps(s, ctx, 'container', where);
  const direction = (key: string, fallback: string) => {
    const value = s.str(key);
    if (value.endsWith('-reverse')) ctx.report.issue(`${where}: כיוון הפוך (${value}) יובא כרגיל`);
    return value.startsWith('row') ? 'row' : value.startsWith('column') ? 'column' : fallback;
  };
  const gridColumns = (key: string, fallback: string) => {
    const n = s.size(key)?.size;
    return n === undefined ? fallback : String(clampInt(n, 1, 6));
  };
  const gap = (key: string, fallback: number) => {
    const value = s.record(key);
    const n = value ? Number(value.size ?? value.column) : NaN;
    return Number.isFinite(n) && (value?.unit ?? 'px') === 'px' ? clampInt(n, 0, 200) : fallback;
  };
  const tag = s.str('html_tag');
  if (tag && !(containerTags as readonly string[]).includes(tag))
    ctx.report.issue(`${where}: תגית ${quote(tag)} הוחלפה ב־div`);
  const padding = s.has('padding') ? s.record('padding') : null;
  const sides = padding ? ['top', 'right', 'bottom', 'left'].map((side) => Number(padding[side])) : [];
  const even =
    sides.length === 4 && (padding?.unit ?? 'px') === 'px' && sides.every((n) => Number.isFinite(n) && n === sides[0]);
  if (padding && !even) ctx.report.issue(`${where}: ריפוד שונה בכל צד או ביחידה שאינה פיקסלים אינו נתמך במכל ולא יובא`);
  const items = mapElements(el.elements, ctx, depth + 1, 'container');
  const node: LayoutNode = {
    type: 'container',
    props: {
      id,
      ...common,
      items,
      layout: s.str('container_type') === 'grid' ? 'grid' : 'flex',
      html_tag: oneOf(tag, containerTags, 'div'),
      content_width: s.str('content_width') === 'full' ? 'full' : 'boxed',
      direction: direction('flex_direction', 'column'),
      direction_tablet: direction('flex_direction_tablet', ''),
      direction_mobile: direction('flex_direction_mobile', ''),
      columns: gridColumns('grid_columns_grid', '2'),
      columns_tablet: gridColumns('grid_columns_grid_tablet', ''),
      columns_mobile: gridColumns('grid_columns_grid_mobile', '1'),
      justify: pick(justify, s.str('flex_justify_content'), 'start'),
      align: pick(alignItems, s.str('flex_align_items'), 'stretch'),
      wrap: s.str('flex_wrap') === 'wrap',
      gap: gap('flex_gap', 20),
      gap_tablet: gap('flex_gap_tablet', -1),
      gap_mobile: gap('flex_gap_mobile', -1),
      min_height: minHeight(s, 'min_height', ctx, where),
      padding: even ? clampInt(sides[0] ?? 0, 0, 200) : 0,
      ...mapBackground(s, ctx, where),
    },
  };
  reportLeftovers(s, ctx, 'container', where);
  return node;
}
