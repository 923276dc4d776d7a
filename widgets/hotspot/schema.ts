import { defineWidget, type WidgetProps } from '../../builder/define';
import { typographyGroup } from '../../builder/parts/typography';
import { p } from '../../builder/props';

const props = {
  media_id: p.media('תמונה מספריית המדיה'),
  points: p.array(
    'נקודות',
    {
      // Places on the picture, which is never mirrored: measured from its left and top edges.
      x: p.number('מיקום אופקי, % משמאל התמונה', { min: 0, max: 100, default: 50, int: false }),
      y: p.number('מיקום אנכי, % מראש התמונה', { min: 0, max: 100, default: 50, int: false }),
      title: p.text('כותרת', { max: 120, min: 1, default: 'נקודה' }),
      text: p.text('תיאור', { max: 600, multiline: true }),
      link: p.url('קישור'),
      link_text: p.text('טקסט הקישור', { max: 60, default: 'לפרטים' }),
    },
    {
      max: 20,
      summary: 'title',
      untitled: 'נקודה',
      default: [
        { x: 30, y: 40, title: 'חוטי שתי', text: 'החוטים לאורך הבד, מתוחים על הנול.', link: '', link_text: 'לפרטים' },
        {
          x: 65,
          y: 60,
          title: 'חוטי ערב',
          text: 'החוטים שנארגים לרוחב, מעל ומתחת לשתי.',
          link: '',
          link_text: 'לפרטים',
        },
      ],
    },
  ),
  open_on: p.select(
    'פתיחת הכרטיס',
    [
      ['click', 'בלחיצה'],
      ['hover', 'במעבר עכבר או במיקוד (וגם בלחיצה)'],
    ],
    'click',
  ),
  sizes: p.select(
    'רוחב התמונה בעמוד',
    [
      ['content', 'רוחב התוכן'],
      ['half', 'חצי'],
    ],
    'content',
  ),
  ...typographyGroup('typo_title', 'כותרות הכרטיסים'),
  ...typographyGroup('typo_text', 'תיאורי הכרטיסים'),
};

export const hotspot = defineWidget({ type: 'hotspot', label: 'נקודות מידע על תמונה', category: 'media', props });
export type HotspotProps = WidgetProps<typeof props>;
