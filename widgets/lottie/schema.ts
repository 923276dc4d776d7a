import { alignmentsNoJustify } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';

const props = {
  animation_id: p.media('קובץ האנימציה (Lottie JSON) מספריית המדיה', { kind: 'animation' }),
  poster_media_id: p.media('תמונת פתיחה (פוסטר): מוצגת עד שהאנימציה מתחילה ובמקומה כשהתנועה מושבתת'),
  alt: p.text('תיאור האנימציה לקוראי מסך (ריק = מספריית המדיה)', { max: 300 }),
  decorative: p.bool('אנימציה דקורטיבית (מוסתרת מקוראי מסך)'),
  trigger: p.select(
    'מתי לנגן',
    [
      ['view', 'כשהאנימציה נראית במסך'],
      ['hover', 'במעבר עכבר או במיקוד מהמקלדת'],
      ['scroll', 'לפי הגלילה בעמוד'],
    ],
    'view',
  ),
  loop: p.bool('הפעלה חוזרת (לולאה)', true),
  speed: p.number('מהירות (1 = רגילה)', { min: 0.25, max: 3, default: 1, step: 0.25, int: false }),
  max_width: p.number('רוחב מרבי בפיקסלים (0 = כל הרוחב)', { min: 0, max: 2000, default: 0, step: 10 }),
  align: p.select('יישור', alignmentsNoJustify, 'center'),
  caption: p.text('כיתוב', { max: 300 }),
};

export const lottie = defineWidget({
  type: 'lottie',
  label: 'אנימציית Lottie',
  category: 'media',
  props,
  // The poster is what a visitor sees before the animation starts, without JavaScript and whenever motion
  // is off (reduced motion, the accessibility widget's pause): an animation always comes with one.
  refine: (v) =>
    v.animation_id !== '' && v.poster_media_id === ''
      ? { path: 'poster_media_id', message: 'בחרו תמונת פתיחה (פוסטר) לאנימציה: היא מוצגת כשהתנועה מושבתת' }
      : null,
});
export type LottieProps = WidgetProps<typeof props>;
