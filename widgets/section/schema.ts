import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';
import { backgroundProps, refineBackground } from '../../builder/parts/background-tone';

/** Elementor's section, kept for imported layouts: a row of columns. New pages use the container. */
const props = {
  columns: p.slot('עמודות', { allow: ['column'], max: 12 }),
  layout: p.select(
    'רוחב',
    [
      ['boxed', 'מוגבל'],
      ['full_width', 'מלא'],
    ],
    'boxed',
  ),
  content_width: p.number('רוחב התוכן (פיקסלים)', { min: 300, max: 2000, default: 1140 }),
  gap: p.select(
    'רווח בין עמודות',
    [
      ['no', 'ללא'],
      ['narrow', 'צר'],
      ['default', 'רגיל'],
      ['extended', 'מורחב'],
      ['wide', 'רחב'],
      ['wider', 'רחב מאוד'],
    ],
    'default',
  ),
  min_height: p.number('גובה מינימלי (פיקסלים)', { min: 0, max: 2000, default: 0 }),
  vertical_align: p.select(
    'יישור אנכי',
    [
      ['stretch', 'מתיחה'],
      ['start', 'למעלה'],
      ['center', 'באמצע'],
      ['end', 'למטה'],
    ],
    'stretch',
  ),
  html_tag: p.select(
    'תגית HTML',
    [
      ['section', 'section'],
      ['div', 'div'],
      ['header', 'header'],
      ['footer', 'footer'],
      ['aside', 'aside'],
      ['article', 'article'],
    ],
    'section',
  ),
  ...backgroundProps,
};

export const section = defineWidget({
  type: 'section',
  label: 'אזור עם עמודות',
  category: 'layout',
  props,
  refine: refineBackground,
});
export type SectionProps = WidgetProps<typeof props>;
