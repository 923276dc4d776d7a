import { z } from 'zod';
import type { RawSubmission } from '../forms/definition';
import { israeliPhoneDigits } from '../forms/phone';
import { isEmailAddress } from '../mail/address';

export const cancellationFields = ['name', 'email', 'phone', 'order', 'details'] as const;
export type CancellationField = (typeof cancellationFields)[number];

export interface CancellationInput {
  name: string;
  email: string;
  /** Local digits, or '' when not given. */
  phone: string;
  /** The order's number as typed, or null when the buyer does not have it. */
  order: number | null;
  details: string;
}

// Latin examples are isolated (LRI … PDI) so that the full stop stays at the sentence's end in RTL text.
export const cancellationMessages = {
  name: 'נא לכתוב שם מלא (2–80 תווים).',
  email: 'נא לכתוב כתובת דואר אלקטרוני תקינה, למשל \u2066name@example.co.il\u2069.',
  phone: 'מספר טלפון ישראלי, למשל \u2066050-1234567\u2069 (אפשר להשאיר ריק).',
  order: 'מספר הזמנה הוא מספר, למשל 1001 (אפשר להשאיר ריק).',
  details: 'מה לבטל ולמה: עד 2,000 תווים (אפשר להשאיר ריק כדי לבטל את כל ההזמנה).',
} satisfies Record<CancellationField, string>;

const schema = z.object({
  name: z.string().trim().min(2).max(80),
  email: z.string().trim().max(254).refine(isEmailAddress),
  phone: z
    .string()
    .trim()
    .transform((v, ctx) => (v === '' ? '' : (israeliPhoneDigits(v) ?? (ctx.addIssue({ code: 'custom' }), z.NEVER)))),
  order: z
    .string()
    .trim()
    .transform((v) => v.replace(/^#/, ''))
    .pipe(z.union([z.literal(''), z.string().regex(/^\d{1,9}$/)]))
    .transform((v) => (v === '' ? null : Number(v))),
  details: z.string().trim().max(2000),
});

export type CancellationRead =
  | { ok: true; input: CancellationInput }
  | { ok: false; errors: Partial<Record<CancellationField, string>>; values: Record<CancellationField, string> };

/**
 * Reads the online cancellation form (Consumer Protection Law §14C(d): a distance sale may be cancelled
 * the way it was made, online): who, how to reach them, which order if they have its number, and what.
 * Every error names its field in Hebrew; the values come back as typed.
 */
export function readCancellationForm(fields: RawSubmission): CancellationRead {
  const values = Object.fromEntries(
    cancellationFields.map((name) => [name, (fields.get(name)?.[0] ?? '').slice(0, 3000)]),
  ) as Record<CancellationField, string>;
  const read = schema.safeParse(values);
  if (read.success) return { ok: true, input: read.data };
  const errors: Partial<Record<CancellationField, string>> = {};
  for (const issue of read.error.issues) {
    const field = issue.path[0] as CancellationField;
    errors[field] ??= cancellationMessages[field];
  }
  return { ok: false, errors, values };
}
