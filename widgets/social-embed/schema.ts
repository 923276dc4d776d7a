import { defineWidget, type WidgetProps } from '../../builder/define';
import { p } from '../../builder/props';
import { parseSocialEmbed, socialServiceIds, socialServices } from '../../engines/media/social-embed';

const props = {
  service: p.select(
    'שירות',
    // The editor's options are Hebrew or one Latin word each.
    socialServiceIds.map((id) => [id, id === 'google-maps' ? 'מפות Google' : socialServices[id].name] as const),
    'x',
  ),
  url: p.text('קישור לתוכן (במפה: כתובת או שם מקום)', { max: 500 }),
  title: p.text('כותרת (לקוראי מסך ולכפתור הטעינה)', { max: 200, min: 1, default: 'תוכן מוטמע' }),
  description: p.text('תיאור קצר על הכרטיס', { max: 300, multiline: true }),
};

export const socialEmbed = defineWidget({
  type: 'social-embed',
  label: 'הטמעה מרשת חברתית',
  category: 'media',
  props,
  refine: (v) =>
    v.url === '' || parseSocialEmbed(v.service, v.url)
      ? null
      : {
          path: 'url',
          message:
            v.service === 'google-maps'
              ? 'כתבו כתובת או שם מקום (עד 300 תווים)'
              : `הקישור אינו קישור לתוכן ב־${socialServices[v.service].name}`,
        },
});
export type SocialEmbedProps = WidgetProps<typeof props>;
