import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';
import { parseVideoUrl } from '../../engines/media/video';

const props = {
  provider: p.select(
    'מקור',
    [
      ['youtube', 'YouTube'],
      ['vimeo', 'Vimeo'],
      ['hosted', 'קובץ מהאתר'],
    ],
    'youtube',
  ),
  url: p.url('כתובת הסרטון'),
  title: p.text('כותרת הסרטון (לקוראי מסך ולכפתור ההפעלה)', { max: 200, min: 1, default: 'סרטון' }),
  poster_media_id: p.media('תמונת פתיחה מספריית המדיה'),
  aspect_ratio: p.select(
    'יחס תצוגה',
    [
      ['16-9', '16:9 רחב'],
      ['4-3', '4:3 קלאסי'],
      ['1-1', '1:1 ריבוע'],
      ['9-16', '9:16 לאורך'],
    ],
    '16-9',
  ),
  start: p.number('התחלה מהשנייה', { min: 0, max: 86400, default: 0 }),
  mute: p.bool('ללא קול'),
  loop: p.bool('הפעלה חוזרת'),
  controls: p.bool('פקדי נגן', true),
};

export const video = defineWidget({
  type: 'video',
  label: 'וידאו',
  category: 'media',
  props,
  refine: (v) => {
    if (v.url === '') return null;
    if (v.provider === 'hosted') {
      return /^\/[^/]/.test(v.url)
        ? null
        : { path: 'url', message: 'קובץ מהאתר: נתיב שמתחיל ב-/ (למשל ‎/media/film.mp4)' };
    }
    return parseVideoUrl(v.provider, v.url)
      ? null
      : { path: 'url', message: v.provider === 'youtube' ? 'כתובת YouTube לא מוכרת' : 'כתובת Vimeo לא מוכרת' };
  },
});
export type VideoProps = WidgetProps<typeof props>;
