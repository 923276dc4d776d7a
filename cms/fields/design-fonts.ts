import type { Field } from 'payload';
import { defaultFonts, fontFamilies, fontFamilyIds } from '../../engines/design/fonts';

/** Site Settings → Design: the body and heading families, from the self-hosted ones (engines/design/fonts.ts). */
const options = fontFamilyIds.map((id) => ({ value: id, label: fontFamilies[id].label }));

const family = (name: keyof typeof defaultFonts, label: string, use: string): Field => ({
  name,
  type: 'select',
  label,
  options,
  admin: {
    isClearable: true,
    description: `${use}. ריק: ${fontFamilies[defaultFonts[name]].family}. הגופנים מאוחסנים באתר ונטענים מהעמוד השני של המבקר, כך שהטקסט לעולם אינו זז.`,
  },
});

export const fontFields: Field = {
  name: 'fonts',
  type: 'group',
  label: 'גופנים',
  fields: [
    family('headings', 'גופן הכותרות', 'הכותרות ושם האתר בכותרת העליונה'),
    family('body', 'גופן הטקסט', 'הטקסט הרץ, התפריטים והכפתורים'),
  ],
};
