import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';
import { backgroundProps, refineBackground } from '../../builder/parts/background-tone';

const inherit = ['', 'כמו במחשב'] as const;
const directions = [
  ['row', 'שורה'],
  ['column', 'עמודה'],
] as const;
const columnCounts = (['1', '2', '3', '4', '5', '6'] as const).map((n) => [n, n] as const);

/** Flex or grid box with per-device overrides; children live in the `items` slot. */
const props = {
  items: p.slot('תוכן'),
  layout: p.select(
    'סוג פריסה',
    [
      ['flex', 'גמיש (Flex)'],
      ['grid', 'רשת (Grid)'],
    ],
    'flex',
  ),
  html_tag: p.select(
    'תגית HTML',
    [
      ['div', 'div'],
      ['section', 'section'],
      ['article', 'article'],
      ['aside', 'aside'],
      ['header', 'header'],
      ['footer', 'footer'],
    ],
    'div',
  ),
  content_width: p.select(
    'רוחב התוכן',
    [
      ['boxed', 'מוגבל'],
      ['full', 'מלא'],
    ],
    'boxed',
  ),
  direction: p.select('כיוון', directions, 'column'),
  direction_tablet: p.select('כיוון בטאבלט', [inherit, ...directions], ''),
  direction_mobile: p.select('כיוון בנייד', [inherit, ...directions], ''),
  columns: p.select('עמודות ברשת', columnCounts, '2'),
  columns_tablet: p.select('עמודות בטאבלט', [inherit, ...columnCounts], ''),
  columns_mobile: p.select('עמודות בנייד', [inherit, ...columnCounts], '1'),
  justify: p.select(
    'פיזור בציר הראשי',
    [
      ['start', 'התחלה'],
      ['center', 'מרכז'],
      ['end', 'סוף'],
      ['space-between', 'רווח בין'],
      ['space-around', 'רווח סביב'],
      ['space-evenly', 'רווח שווה'],
    ],
    'start',
  ),
  align: p.select(
    'יישור בציר המשני',
    [
      ['stretch', 'מתיחה'],
      ['start', 'התחלה'],
      ['center', 'מרכז'],
      ['end', 'סוף'],
    ],
    'stretch',
  ),
  wrap: p.bool('גלישה לשורה הבאה'),
  gap: p.number('רווח בין פריטים (פיקסלים)', { min: 0, max: 200, default: 20 }),
  gap_tablet: p.number('רווח בטאבלט (‎-1 = כמו במחשב)', { min: -1, max: 200, default: -1 }),
  gap_mobile: p.number('רווח בנייד (‎-1 = כמו במחשב)', { min: -1, max: 200, default: -1 }),
  min_height: p.number('גובה מינימלי (פיקסלים)', { min: 0, max: 2000, default: 0 }),
  padding: p.number('ריפוד פנימי (פיקסלים)', { min: 0, max: 200, default: 0 }),
  ...backgroundProps,
};

export const container = defineWidget({
  type: 'container',
  label: 'מכל',
  category: 'layout',
  props,
  refine: refineBackground,
});
export type ContainerProps = WidgetProps<typeof props>;
