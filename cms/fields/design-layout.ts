import type { Field } from 'payload';
import { defaultLayout, layoutLimits } from '../../engines/design/layout';
import { pixelField } from './pixel-field';

/** Site Settings → Design: the content width and the corners (issue 25; engines/design/layout.ts). */
const pixels = (name: keyof typeof layoutLimits, label: string, use: string): Field =>
  pixelField({
    name,
    label,
    use,
    limits: layoutLimits[name],
    fallback: defaultLayout[name],
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
    pixels('containerWidth', 'רוחב התוכן', 'הרוחב המרבי של תוכן העמודים במסך רחב'),
    pixels('radius', 'עיגול פינות', 'פינות הכפתורים, הכרטיסים והשדות'),
  ],
};
