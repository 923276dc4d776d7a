import { z } from 'zod';
import { alignmentsNoJustify } from '../../builder/common';
import { defineWidget, type WidgetProps } from '../../builder/define';
import { msg, p, type PropDef } from '../../builder/props';

/** A phone as displayed ("03-5550123", "+972 50 123 4567"): digits, spaces, hyphens, one leading +, 6–15 digits. */
const phoneDisplay = /^\+?[0-9][0-9 -]{4,23}[0-9]$/;
export const digitsOf = (phone: string) => phone.replace(/[^0-9]/g, '');

function phoneProp(label: string, pattern: RegExp, def = ''): PropDef<string> {
  return {
    schema: z.union(
      [
        z.literal(''),
        z
          .string()
          .max(25)
          .regex(pattern, msg.badPhone)
          .refine((v) => digitsOf(v).length >= 6 && digitsOf(v).length <= 15, msg.badPhone),
      ],
      { error: msg.badPhone },
    ),
    default: def,
    field: { type: 'text', label },
  };
}

const props = {
  phone: phoneProp('טלפון', phoneDisplay, '03-5550123'),
  email: {
    schema: z.union([z.literal(''), z.email({ error: msg.badEmail }).max(254, msg.tooLong(254))], {
      error: msg.badEmail,
    }),
    default: '',
    field: { type: 'text', label: 'דואר אלקטרוני' },
  } satisfies PropDef<string>,
  /** Security bar §1.1 test 7: `^\+?[0-9]{6,15}$`. */
  whatsapp: phoneProp('מספר וואטסאפ (ספרות בלבד, אפשר עם +)', /^\+?[0-9]{6,15}$/),
  whatsapp_text: p.text('הודעה מוכנה לוואטסאפ', { max: 500, multiline: true }),
  layout: p.select(
    'פריסה',
    [
      ['inline', 'בשורה'],
      ['stacked', 'זה מתחת לזה'],
    ],
    'inline',
  ),
  show_numbers: p.bool('הצגת המספר / הכתובת', true),
  align: p.select('יישור', alignmentsNoJustify, 'start'),
};

export const contactButtons = defineWidget({
  type: 'contact-buttons',
  label: 'כפתורי יצירת קשר',
  category: 'contact',
  props,
  refine: (v) => (!v.phone && !v.email && !v.whatsapp ? { path: 'phone', message: 'נדרשת לפחות דרך קשר אחת' } : null),
});
export type ContactButtonsProps = WidgetProps<typeof props>;
