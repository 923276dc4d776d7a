import { defineWidget, type WidgetProps } from '../../builder/define';
import { disclosureTitleTags } from '../../builder/parts/disclosure-tags';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  items: p.array(
    'פריטים',
    {
      title: p.text('כותרת', { max: 300, min: 1, default: 'כותרת' }),
      content: p.html('תוכן', { max: 20_000, default: '<p>תוכן</p>' }),
      open: p.bool('פתוח בטעינה'),
    },
    {
      max: 50,
      summary: 'title',
      default: [
        { title: 'פריט ראשון', content: '<p>תוכן ראשון</p>', open: false },
        { title: 'פריט שני', content: '<p>תוכן שני</p>', open: false },
      ],
    },
  ),
  title_tag: p.select(
    'תגית הכותרות',
    disclosureTitleTags.map((t) => [t, t] as const),
    'div',
  ),
  icon: p.select(
    'סמל',
    [
      ['plus', 'פלוס'],
      ['chevron', 'חץ'],
    ],
    'chevron',
  ),
  icon_position: p.select(
    'מיקום הסמל',
    [
      ['start', 'התחלה'],
      ['end', 'סוף'],
    ],
    'end',
  ),
  ...typographyGroup('typo_title', 'כותרות'),
  ...typographyGroup('typo_content', 'תוכן'),
};

/** Independent panels: any number open. */
export const toggle = defineWidget({ type: 'toggle', label: 'מתג תוכן (Toggle)', category: 'interactive', props });
export type ToggleProps = WidgetProps<typeof props>;
