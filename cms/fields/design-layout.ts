import type { Field } from 'payload';
import { defaultLayout, layoutLimits } from '../../engines/design/layout';
import { pixelField } from './pixel-field';

/** Site Settings → Design: the content width, the corners, the buttons and the room between sections (issue 25; engines/design/layout.ts). */
const pixels = (name: keyof typeof layoutLimits, label: string, use: string, fallback: number): Field =>
  pixelField({
    name,
    label,
    use,
    limits: layoutLimits[name],
    fallback,
    validate: (value: number | null | undefined) =>
      value === null ||
      value === undefined ||
      (Number.isInteger(value) && value >= layoutLimits[name].min && value <= layoutLimits[name].max) ||
      `${label}: מספר שלם של פיקסלים בין ${layoutLimits[name].min} ל־${layoutLimits[name].max}.`,
  });

export const layoutFields: Field = {
  name: 'layout',
  type: 'group',
  label: 'פריסה',
  fields: [
    pixels('containerWidth', 'רוחב התוכן', 'הרוחב המרבי של תוכן העמודים במסך רחב', defaultLayout.containerWidth),
    pixels('radius', 'עיגול פינות', 'פינות הכרטיסים והשדות, וגם של הכפתורים כשאין להם משלהם', defaultLayout.radius),
    pixels('buttonRadius', 'עיגול פינות הכפתורים', 'מחצי גובה הכפתור ומעלה הכפתור מעוגל לגמרי', defaultLayout.radius),
    {
      name: 'buttonPadding',
      type: 'select',
      label: 'רוחב הכפתורים',
      options: [
        { value: 'compact', label: 'צר' },
        { value: 'regular', label: 'רגיל' },
        { value: 'wide', label: 'רחב' },
      ],
      admin: { description: 'המרווח משני צדי הטקסט בכפתור. ריק: רגיל.' },
    },
    {
      name: 'sectionSpacing',
      type: 'select',
      label: 'מרווח בין אזורים',
      options: [
        { value: 'compact', label: 'צפוף' },
        { value: 'regular', label: 'רגיל' },
        { value: 'spacious', label: 'מרווח' },
      ],
      admin: {
        description:
          'הרווח בין חלקי העמוד: בין הכותרת לתוכן, בין רשימות, מעל הכותרת התחתונה ובתוך פסי צבע בבונה. ריק: רגיל.',
      },
    },
  ],
};
