import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';
import { minContrast, minimumOpacity, overlayText } from './overlay';

const height = (label: string, def: number) => p.number(label, { min: 240, max: 1200, default: def });

/** A hero slider: per slide a background picture, heading, text, up to two buttons, overlay and position. */
const props = {
  slides_name: p.text('שם המצגת (לקוראי מסך)', { max: 120, min: 1, default: 'מצגת פתיחה' }),
  slides: p.array(
    'שקופיות',
    {
      media_id: p.media('תמונת רקע מספריית המדיה'),
      heading: p.text('כותרת', { max: 150 }),
      text: p.text('טקסט', { max: 400, multiline: true }),
      button_text: p.text('טקסט הכפתור הראשי', { max: 60 }),
      button_link: p.url('קישור הכפתור הראשי'),
      button2_text: p.text('טקסט הכפתור המשני', { max: 60 }),
      button2_link: p.url('קישור הכפתור המשני'),
      overlay_color: p.color('צבע שכבת הכיסוי', '#10213a'),
      overlay_opacity: p.number('אטימות שכבת הכיסוי (%)', { min: 0, max: 100, default: 65 }),
      position: p.select(
        'מיקום התוכן לרוחב',
        [
          ['start', 'בהתחלה (ימין)'],
          ['center', 'במרכז'],
          ['end', 'בסוף (שמאל)'],
        ],
        'start',
      ),
      vertical: p.select(
        'מיקום התוכן לגובה',
        [
          ['top', 'למעלה'],
          ['middle', 'באמצע'],
          ['bottom', 'למטה'],
        ],
        'middle',
      ),
    },
    {
      max: 10,
      summary: 'heading',
      untitled: 'שקופית',
      default: [
        {
          media_id: '',
          heading: 'כותרת השקופית הראשונה',
          text: 'משפט או שניים שמסבירים את ההצעה.',
          button_text: 'לפרטים',
          button_link: '/contact/',
          button2_text: '',
          button2_link: '',
          overlay_color: '#10213a',
          overlay_opacity: 65,
          position: 'start',
          vertical: 'middle',
        },
        {
          media_id: '',
          heading: 'כותרת השקופית השנייה',
          text: 'עוד משפט קצר, ואחריו כפתור.',
          button_text: 'לשירותים',
          button_link: '/services/',
          button2_text: '',
          button2_link: '',
          overlay_color: '#3a1d10',
          overlay_opacity: 65,
          position: 'center',
          vertical: 'middle',
        },
      ],
    },
  ),
  heading_tag: p.select(
    'תגית הכותרות',
    [
      ['h1', 'h1 לשקופית הראשונה, h2 לשאר (בראש העמוד)'],
      ['h2', 'h2'],
      ['h3', 'h3'],
      ['p', 'פסקה'],
    ],
    'h2',
  ),
  height: height('גובה מינימלי במחשב (פיקסלים)', 600),
  height_tablet: height('גובה מינימלי בטאבלט (פיקסלים)', 520),
  height_mobile: height('גובה מינימלי בנייד (פיקסלים)', 560),
  width: p.select(
    'רוחב המצגת בעמוד (לבחירת גודל התמונה)',
    [
      ['full', 'רוחב המסך'],
      ['content', 'רוחב התוכן'],
    ],
    'full',
  ),
  priority: p.bool('התמונה הראשונה נטענת מיד (מצגת בראש העמוד)', true),
  autoplay: p.bool('החלפה אוטומטית', true),
  autoplay_speed: p.number('זמן בין מעברים (מילישניות)', { min: 2000, max: 60_000, default: 7000 }),
  pause_on_hover: p.bool('השהיה במעבר עכבר', true),
  transition: p.select(
    'מעבר בין שקופיות',
    [
      ['fade', 'עמעום'],
      ['slide', 'החלקה'],
    ],
    'fade',
  ),
  speed: p.number('משך המעבר (מילישניות)', { min: 0, max: 3000, default: 700 }),
  infinite: p.bool('מעבר מהאחרונה חזרה לראשונה', true),
  ken_burns: p.bool('אפקט קן ברנס: תקריב איטי של התמונה בזמן ההחלפה האוטומטית', true),
  navigation: p.select(
    'ניווט',
    [
      ['both', 'חיצים ונקודות'],
      ['arrows', 'חיצים'],
      ['dots', 'נקודות'],
      ['none', 'ללא (החלקה ומקלדת בלבד)'],
    ],
    'both',
  ),
  ...typographyGroup('typo_heading', 'כותרת'),
  ...typographyGroup('typo_description', 'תיאור'),
  ...typographyGroup('typo_button', 'כפתור'),
};

export const slides = defineWidget({
  type: 'slides',
  label: 'מצגת פתיחה (שקופיות)',
  category: 'media',
  props,
  // Text over a picture must stay readable whatever the picture: the overlay alone has to carry AA.
  refine: (values) => {
    for (const [i, slide] of values.slides.entries()) {
      if (overlayText(slide.overlay_color, slide.overlay_opacity).contrast >= minContrast) continue;
      const least = minimumOpacity(slide.overlay_color);
      return {
        path: `slides.${i}.overlay_opacity`,
        message:
          least === null
            ? `שקופית ${i + 1}: בצבע הכיסוי הזה הטקסט לא יהיה קריא. בחרו צבע כהה או בהיר יותר.`
            : `שקופית ${i + 1}: כדי שהטקסט יהיה קריא על כל תמונה, אטימות הכיסוי בצבע הזה צריכה להיות לפחות ${least}%.`,
      };
    }
    return null;
  },
});
export type SlidesProps = WidgetProps<typeof props>;
