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
    },
    {
      max: 50,
      summary: 'title',
      default: [
        { title: 'שאלה ראשונה', content: '<p>תשובה ראשונה</p>' },
        { title: 'שאלה שנייה', content: '<p>תשובה שנייה</p>' },
      ],
    },
  ),
  first_open: p.bool('הפריט הראשון פתוח', true),
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
    'plus',
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

/** One panel open at a time. */
export const accordion = defineWidget({ type: 'accordion', label: 'אקורדיון', category: 'interactive', props });
export type AccordionProps = WidgetProps<typeof props>;
