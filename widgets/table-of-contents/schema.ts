import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const levels = (['2', '3', '4', '5', '6'] as const).map((n) => [n, `H${n}`] as const);

const props = {
  title: p.text('כותרת', { max: 200, default: 'תוכן העניינים' }),
  min_level: p.select('מרמת כותרת', levels, '2'),
  max_level: p.select('עד רמת כותרת', levels, '4'),
  list_style: p.select(
    'סגנון רשימה',
    [
      ['numbers', 'מספרים'],
      ['bullets', 'תבליטים'],
      ['none', 'ללא'],
    ],
    'bullets',
  ),
  collapsible: p.bool('ניתן לקיפול'),
  ...typographyGroup('typo_title', 'כותרת'),
  ...typographyGroup('typo_list', 'רשימה'),
};

export const tableOfContents = defineWidget({
  type: 'table-of-contents',
  label: 'תוכן עניינים',
  category: 'navigation',
  props,
  refine: (v) =>
    Number(v.min_level) > Number(v.max_level) ? { path: 'max_level', message: 'רמת הסיום קטנה מרמת ההתחלה' } : null,
});
export type TableOfContentsProps = WidgetProps<typeof props>;
