import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';

const props = {
  url: p.url('קובץ השמע (נתיב באתר או כתובת https)'),
  title: p.text('כותרת', { max: 200, min: 1, default: 'הקלטה' }),
  description: p.text('תיאור או תמליל קצר', { max: 1000, multiline: true }),
  loop: p.bool('הפעלה חוזרת'),
};

export const audio = defineWidget({
  type: 'audio',
  label: 'שמע',
  category: 'media',
  props,
  refine: (v) =>
    v.url === '' || /^\/[^/]/.test(v.url) || v.url.startsWith('https://')
      ? null
      : { path: 'url', message: 'קובץ השמע: נתיב באתר (מתחיל ב-/) או כתובת https' },
});
export type AudioProps = WidgetProps<typeof props>;
