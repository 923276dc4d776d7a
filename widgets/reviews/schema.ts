import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  chosen: p.array(
    'המלצות נבחרות (ריק: האחרונות שפורסמו)',
    { review_id: p.number('מספר ההמלצה (ברשימת "המלצות")', { min: 1, max: 1_000_000_000, default: 1 }) },
    { max: 24, default: [], summary: 'review_id', untitled: 'המלצה' },
  ),
  max_items: p.number('מספר המלצות לכל היותר', { min: 1, max: 24, default: 6 }),
  layout: p.select(
    'תצוגה',
    [
      ['grid', 'רשת'],
      ['carousel', 'קרוסלה'],
    ],
    'grid',
  ),
  columns: p.select(
    'עמודות במחשב',
    [
      ['1', '1'],
      ['2', '2'],
      ['3', '3'],
    ],
    '3',
  ),
  name: p.text('שם האזור (לקוראי מסך)', { max: 120, min: 1, default: 'המלצות לקוחות' }),
  show_summary: p.bool('להציג ממוצע ומספר המלצות', true),
  show_photo: p.bool('להציג תמונה', true),
  show_date: p.bool('להציג תאריך', false),
  autoplay: p.bool('קרוסלה: הפעלה אוטומטית', false),
  autoplay_speed: p.number('קרוסלה: זמן בין מעברים (מילישניות)', { min: 2000, max: 60000, default: 7000 }),
  schema_type: p.select(
    'נתונים מובנים לגוגל (לא על העסק עצמו)',
    [
      ['none', 'ללא'],
      ['Product', 'מוצר'],
      ['Course', 'קורס או סדנה'],
    ],
    'none',
  ),
  schema_name: p.text('שם המוצר או הקורס שההמלצות עליו', { max: 120 }),
  schema_description: p.text('תיאור קצר של המוצר או הקורס', { max: 300 }),
  ...typographyGroup('typo_text', 'ציטוט'),
  ...typographyGroup('typo_author', 'שם הממליץ/ה'),
};

/**
 * Reviews from the studio's "המלצות" collection, chosen or the latest, as a grid or a carousel. Google
 * does not show stars for reviews a business puts about itself (self-serving LocalBusiness and
 * Organization reviews), so structured data is offered only for a product or a course the reviews are about.
 */
export const reviews = defineWidget({ type: 'reviews', label: 'המלצות', category: 'contact', props });
export type ReviewsProps = WidgetProps<typeof props>;
