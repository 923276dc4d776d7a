import { alignmentsNoJustify } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';

export { sizesPresets } from '../../builder/parts/image-sizes';

const props = {
  media_id: p.media('תמונה מספריית המדיה'),
  alt: p.text('טקסט חלופי (ריק = מהספרייה)', { max: 300 }),
  decorative: p.bool('תמונה דקורטיבית (ללא טקסט חלופי)'),
  caption: p.text('כיתוב', { max: 300 }),
  sizes: p.select(
    'רוחב התמונה בעמוד',
    [
      ['content', 'רוחב התוכן'],
      ['full', 'רוחב המסך'],
      ['half', 'חצי'],
      ['third', 'שליש'],
      ['quarter', 'רבע'],
      ['thumbnail', 'תמונה ממוזערת'],
    ],
    'content',
  ),
  align: p.select('יישור', alignmentsNoJustify, 'center'),
  link: p.url('קישור'),
  link_new_tab: p.bool('פתיחה בחלון חדש'),
  lightbox: p.bool('הגדלה בלחיצה (לייטבוקס)'),
  priority: p.bool('תמונה ראשית (טעינה מיידית)'),
};

export const image = defineWidget({
  type: 'image',
  label: 'תמונה',
  category: 'basic',
  props,
});
export type ImageProps = WidgetProps<typeof props>;
