import type { LayoutNode } from '../props';
import { commonProps } from './common-settings';
import { listOf, reportLeftovers, whereOf } from './element-helpers';
import { mapBackground } from './map-background';
import { readElement, type ElementorElement } from './elementor-types';
import { MAX_SECTION_COLUMNS } from './limits';
import { quote, type MapContext } from './map-context';
import { Settings } from './settings';
import { minHeight, pixels } from './sizes';
import { clamp, clampInt, oneOf, pick, round3 } from './values';
import { mapElements } from './walk';

const columnPositions: Readonly<Record<string, string>> = { top: 'start', middle: 'center', bottom: 'end' };
const gaps = ['no', 'narrow', 'default', 'extended', 'wide', 'wider'] as const;
const sectionTags = ['section', 'div', 'header', 'footer', 'aside', 'article'] as const;
/** Elementor's preset column sizes are whole numbers standing for thirds, sixths, sevenths… */
const presetWidths: Readonly<Record<number, number>> = {
  33: 33.333,
  66: 66.666,
  16: 16.666,
  83: 83.333,
  14: 14.285,
  11: 11.111,
  12: 12.5,
};

/** A section's "vertical align" places the content inside each of its columns. */
function contentAlign(value: string): string | null {
  const map: Readonly<Record<string, string>> = {
    top: 'start',
    middle: 'center',
    center: 'center',
    bottom: 'end',
    'space-between': 'space-between',
  };
  return Object.hasOwn(map, value) ? (map[value] ?? null) : null;
}

/** An Elementor section (or inner section): arig's section, its columns inside. */
export function mapSection(el: ElementorElement, ctx: MapContext, depth: number): LayoutNode | null {
  if (!ctx.takeNode()) return null;
  const where = whereOf(el);
  const s = new Settings(el.settings);
  const id = ctx.nodeId('section', el.id);
  const common = commonProps(s, ctx, 'section', where);
  const gap = s.str('gap');
  if (gap === 'custom') ctx.report.issue(`${where}: רווח מותאם בין העמודות הוחלף ברווח הרגיל`);
  const tag = s.str('html_tag');
  if (tag && !(sectionTags as readonly string[]).includes(tag))
    ctx.report.issue(`${where}: תגית ${quote(tag)} הוחלפה ב־section`);
  const height = s.str('height');
  if (height === 'full') ctx.report.issue(`${where}: גובה מסך מלא אינו נתמך באזור; בנו אותו מחדש כמכל`);
  const width = s.size('content_width');
  const inherited = contentAlign(s.str('content_position'));
  const columnPosition = s.str('column_position');
  const columns: LayoutNode[] = [];
  for (const raw of el.elements) {
    if (columns.length >= MAX_SECTION_COLUMNS) {
      ctx.report.issue(`${where}: יותר מ־${MAX_SECTION_COLUMNS} עמודות; העמודות הנוספות לא יובאו`);
      break;
    }
    const child = readElement(raw);
    if (!child) ctx.report.issue('רכיב בלי סוג (elType) דולג');
    else if (child.elType === 'column') columns.push(...listOf(mapColumn(child, ctx, depth + 1, inherited)));
    else columns.push(...listOf(wrapInColumn(child, raw, ctx, depth + 1)));
  }
  const node: LayoutNode = {
    type: 'section',
    props: {
      id,
      ...common,
      columns,
      layout: s.str('layout') === 'full_width' ? 'full_width' : 'boxed',
      content_width: width && pixels(width) !== null ? clampInt(pixels(width) ?? 1140, 300, 2000) : 1140,
      gap: oneOf(gap, gaps, 'default'),
      min_height: height === 'min-height' ? minHeight(s, 'custom_height', ctx, where) : 0,
      vertical_align: pick(columnPositions, columnPosition, 'stretch'),
      html_tag: oneOf(tag, sectionTags, 'section'),
      ...mapBackground(s, ctx, where),
    },
  };
  reportLeftovers(s, ctx, 'section', where);
  return node;
}

function columnWidth(s: Settings, key: string): number | null {
  const n = s.num(key);
  return n === null ? null : round3(clamp(n, 0, 100));
}

function mapColumn(el: ElementorElement, ctx: MapContext, depth: number, inherited: string | null): LayoutNode | null {
  if (!ctx.takeNode()) return null;
  const where = whereOf(el);
  const s = new Settings(el.settings);
  const id = ctx.nodeId('column', el.id);
  const common = commonProps(s, ctx, 'column', where);
  const preset = s.num('_column_size');
  const width =
    columnWidth(s, '_inline_size') ?? (preset === null ? 0 : (presetWidths[preset] ?? clamp(preset, 0, 100)));
  const align = contentAlign(s.str('content_position')) ?? inherited ?? 'start';
  const items = mapElements(el.elements, ctx, depth + 1, 'column');
  const node: LayoutNode = {
    type: 'column',
    props: {
      id,
      ...common,
      items,
      width,
      width_tablet: columnWidth(s, '_inline_size_tablet') ?? 0,
      width_mobile: columnWidth(s, '_inline_size_mobile') ?? 100,
      vertical_align: align === 'space-between' || align === 'center' || align === 'end' ? align : 'start',
    },
  };
  reportLeftovers(s, ctx, 'column', where);
  return node;
}

/** A widget or container directly in a section (Elementor never writes one) goes in a column of its own. */
function wrapInColumn(child: ElementorElement, raw: unknown, ctx: MapContext, depth: number): LayoutNode | null {
  if (!ctx.takeNode()) return null;
  return {
    type: 'column',
    props: { id: ctx.nodeId('column', child.id), items: mapElements([raw], ctx, depth + 1, 'column') },
  };
}

/** A column found outside a section (Elementor never writes one) keeps its content in a container. */
export function mapColumnAsContainer(el: ElementorElement, ctx: MapContext, depth: number): LayoutNode | null {
  if (!ctx.takeNode()) return null;
  const where = whereOf(el);
  const s = new Settings(el.settings);
  const id = ctx.nodeId('container', el.id);
  const common = commonProps(s, ctx, 'column', where);
  const items = mapElements(el.elements, ctx, depth + 1, 'container');
  reportLeftovers(s, ctx, 'column', where);
  return { type: 'container', props: { id, ...common, items, direction: 'column' } };
}
