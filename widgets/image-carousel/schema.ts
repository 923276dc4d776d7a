import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';

const perDevice = (label: string) => p.number(`${label} (‎-1 = ברירת המחדל)`, { min: -1, max: 10, default: -1 });

/** Spec §3 "Carousel element settings", with Elementor's names so imported settings keep their meaning. */
const props = {
  carousel_name: p.text('שם הקרוסלה (לקוראי מסך)', { max: 120, min: 1, default: 'גלריית תמונות' }),
  items: p.array(
    'שקופיות',
    {
      media_id: p.media('תמונה מספריית המדיה', { required: true }),
      caption: p.text('כיתוב', { max: 300 }),
      link: p.url('קישור'),
    },
    { max: 50, summary: 'caption', untitled: 'תמונה', default: [] },
  ),
  slides_to_show: p.number('שקופיות בתצוגה', { min: 1, max: 10, default: 3 }),
  slides_to_show_tablet: perDevice('שקופיות בתצוגה בטאבלט'),
  slides_to_show_mobile: perDevice('שקופיות בתצוגה בנייד'),
  slides_to_scroll: p.number('שקופיות בכל מעבר', { min: 1, max: 10, default: 1 }),
  slides_to_scroll_tablet: perDevice('שקופיות בכל מעבר בטאבלט'),
  slides_to_scroll_mobile: perDevice('שקופיות בכל מעבר בנייד'),
  navigation: p.select(
    'ניווט',
    [
      ['both', 'חיצים ונקודות'],
      ['arrows', 'חיצים'],
      ['dots', 'נקודות'],
      ['none', 'ללא'],
    ],
    'both',
  ),
  infinite: p.bool('גלילה אינסופית', true),
  speed: p.number('משך המעבר (מילישניות)', { min: 0, max: 10000, default: 500 }),
  autoplay: p.bool('הפעלה אוטומטית', true),
  autoplay_speed: p.number('זמן בין מעברים (מילישניות)', { min: 500, max: 600000, default: 5000 }),
  pause_on_hover: p.bool('השהיה במעבר עכבר', true),
  pause_on_interaction: p.bool('עצירה אחרי שימוש', true),
  lazyload: p.bool('טעינה עצלה של התמונות'),
  effect: p.select(
    'אפקט (כשמוצגת שקופית אחת)',
    [
      ['slide', 'החלקה'],
      ['fade', 'עמעום'],
    ],
    'slide',
  ),
  image_spacing_custom: p.number('רווח בין שקופיות (פיקסלים)', { min: 0, max: 200, default: 20 }),
  offset_sides: p.select(
    'הצצה לשקופיות הסמוכות',
    [
      ['none', 'ללא'],
      ['right', 'מימין'],
      ['left', 'משמאל'],
      ['both', 'משני הצדדים'],
    ],
    'none',
  ),
  offset_width: p.number('רוחב ההצצה (פיקסלים)', { min: 0, max: 400, default: 0 }),
};

export const imageCarousel = defineWidget({
  type: 'image-carousel',
  label: 'קרוסלת תמונות',
  category: 'media',
  props,
});
export type ImageCarouselProps = WidgetProps<typeof props>;
