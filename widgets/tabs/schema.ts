import { alignments } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  items: p.array(
    'לשוניות',
    {
      title: p.text('כותרת הלשונית', { max: 120, min: 1, default: 'לשונית' }),
      content: p.html('תוכן', { max: 20_000, default: '<p>תוכן הלשונית</p>' }),
    },
    {
      min: 1,
      max: 20,
      summary: 'title',
      default: [
        { title: 'לשונית ראשונה', content: '<p>תוכן ראשון</p>' },
        { title: 'לשונית שנייה', content: '<p>תוכן שני</p>' },
      ],
    },
  ),
  default_tab: p.number('לשונית פתוחה בטעינה (מספר)', { min: 1, max: 20, default: 1 }),
  orientation: p.select(
    'כיוון',
    [
      ['horizontal', 'אופקי'],
      ['vertical', 'אנכי'],
    ],
    'horizontal',
  ),
  align: p.select('יישור הלשוניות', alignments, 'start'),
  ...typographyGroup('typo_title', 'כותרות הלשוניות'),
  ...typographyGroup('typo_content', 'תוכן'),
};

export const tabs = defineWidget({
  type: 'tabs',
  label: 'לשוניות',
  category: 'interactive',
  props,
  refine: (v) => (v.default_tab > v.items.length ? { path: 'default_tab', message: 'אין לשונית במספר הזה' } : null),
});
export type TabsProps = WidgetProps<typeof props>;
