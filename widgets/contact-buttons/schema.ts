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

export const contactChannels = ['phone', 'email', 'whatsapp'] as const;

const props = {
  /**
   * Issue 27: the business's details live in the site settings, so a change there changes every button;
   * numbers typed into the widget are for a different contact (e.g. a branch) only.
   */
  source: p.select(
    'מאיפה הפרטים',
    [
      ['settings', 'פרטי העסק מהגדרות האתר'],
      ['custom', 'פרטים אחרים (בשדות למטה)'],
    ],
    'settings',
  ),
  channels: p.multi(
    'דרכי הקשר שיוצגו',
    [
      ['phone', 'טלפון'],
      ['email', 'דואר אלקטרוני'],
      ['whatsapp', 'וואטסאפ'],
    ],
    [...contactChannels],
  ),
  phone: phoneProp('טלפון (לפרטים אחרים)', phoneDisplay),
  email: {
    schema: z.union([z.literal(''), z.email({ error: msg.badEmail }).max(254, msg.tooLong(254))], {
      error: msg.badEmail,
    }),
    default: '',
    field: { type: 'text', label: 'דואר אלקטרוני (לפרטים אחרים)' },
  } satisfies PropDef<string>,
  /** Security bar §1.1 test 7: `^\+?[0-9]{6,15}$`. */
  whatsapp: phoneProp('מספר וואטסאפ (לפרטים אחרים; ספרות בלבד, אפשר עם +)', /^\+?[0-9]{6,15}$/),
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
  refine: (v) =>
    v.channels.length === 0
      ? { path: 'channels', message: 'נדרשת לפחות דרך קשר אחת' }
      : v.source === 'custom' && !v.phone && !v.email && !v.whatsapp
        ? { path: 'phone', message: 'בפרטים אחרים נדרשת לפחות דרך קשר אחת' }
        : null,
});
export type ContactButtonsProps = WidgetProps<typeof props>;
