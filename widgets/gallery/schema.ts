import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';

const props = {
  items: p.array(
    'תמונות',
    {
      media_id: p.media('תמונה מספריית המדיה', { required: true }),
      caption: p.text('כיתוב', { max: 300 }),
    },
    { max: 100, summary: 'caption', untitled: 'תמונה', default: [] },
  ),
  layout: p.select(
    'פריסה',
    [
      ['grid', 'רשת'],
      ['masonry', 'לבנים (גבהים משתנים)'],
    ],
    'grid',
  ),
  columns: p.number('עמודות', { min: 1, max: 6, default: 3 }),
  columns_tablet: p.number('עמודות בטאבלט', { min: 1, max: 6, default: 2 }),
  columns_mobile: p.number('עמודות בנייד', { min: 1, max: 6, default: 1 }),
  gap_vertical: p.number('רווח אנכי (פיקסלים)', { min: 0, max: 200, default: 30 }),
  gap_horizontal: p.number('רווח אופקי (פיקסלים)', { min: 0, max: 200, default: 10 }),
  lightbox: p.bool('פתיחה בלייטבוקס', true),
};

export const gallery = defineWidget({
  type: 'gallery',
  label: 'גלריה',
  category: 'media',
  props,
});
export type GalleryProps = WidgetProps<typeof props>;
