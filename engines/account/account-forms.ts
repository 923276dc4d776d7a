import { z } from 'zod';
import type { RawSubmission } from '../forms/definition';
import { israeliPhoneDigits } from '../forms/phone';
import { isEmailAddress } from '../mail/address';
import { addressSchema, checkoutMessages } from '../shop/checkout-form';
import { passwordLength, passwordProblem, type PasswordProblem } from './password-policy';

/** The account pages' forms, each read into checked data or Hebrew errors by field (issue 19). */
export const accountForms = {
  signIn: ['email', 'password'],
  register: ['name', 'email', 'password'],
  lostPassword: ['email'],
  resetPassword: ['key', 'password'],
  address: ['phone', 'city', 'street', 'house', 'apartment', 'postcode'],
  details: ['name', 'email', 'currentPassword', 'newPassword'],
} as const;

export type AccountForm = keyof typeof accountForms;
export type AccountField<F extends AccountForm> = (typeof accountForms)[F][number];

export const passwordMessages: Record<PasswordProblem, string> = {
  short: `הסיסמה קצרה מדי: לפחות ${passwordLength.min} תווים.`,
  long: `הסיסמה ארוכה מדי: עד ${passwordLength.max} תווים.`,
  common: 'זו אחת הסיסמאות הנפוצות שמנחשים ראשונות. כדאי לבחור משפט קצר שקל לזכור.',
  email: 'הסיסמה לא יכולה להיות כתובת המייל.',
};

export const accountMessages = {
  name: checkoutMessages.name,
  email: checkoutMessages.email,
  phone: checkoutMessages.phone,
  city: checkoutMessages.city,
  street: checkoutMessages.street,
  house: checkoutMessages.house,
  apartment: checkoutMessages.apartment,
  postcode: checkoutMessages.postcode,
  password: 'נא לכתוב סיסמה.',
  currentPassword: 'לשינוי המייל או הסיסמה יש לכתוב את הסיסמה הנוכחית.',
  newPassword: passwordMessages.short,
  key: 'הקישור לאיפוס אינו תקין. אפשר לבקש קישור חדש.',
} as const;

const text = (max: number, min = 0) => z.string().trim().min(min).max(max);
const email = text(254).refine(isEmailAddress);
const secret = z.string().min(1).max(1024);

const schemas = {
  signIn: z.object({ email, password: secret }),
  register: z.object({ name: text(80, 2), email, password: secret }),
  lostPassword: z.object({ email }),
  resetPassword: z.object({ key: z.string().regex(/^[a-f0-9]{20,128}$/), password: secret }),
  address: z.object({
    phone: z
      .string()
      .transform((v, ctx) =>
        v.trim() === '' ? '' : (israeliPhoneDigits(v) ?? (ctx.addIssue({ code: 'custom' }), z.NEVER)),
      ),
    ...addressSchema.shape,
  }),
  details: z.object({
    name: text(80, 2),
    email,
    currentPassword: z.string().max(1024),
    newPassword: z.string().max(1024),
  }),
} satisfies Record<AccountForm, z.ZodType>;

export type AccountData<F extends AccountForm> = z.output<(typeof schemas)[F]>;
export type AccountRead<F extends AccountForm> =
  | { ok: true; data: AccountData<F> }
  | { ok: false; errors: Partial<Record<AccountField<F>, string>>; values: Partial<Record<AccountField<F>, string>> };

const secretFields = new Set(['password', 'currentPassword', 'newPassword', 'key']);

/**
 * Reads one of the account forms. Passwords are checked against the policy where one is chosen; the
 * values come back as typed for the page to show again, except secrets, which are never echoed.
 * `current` is the account's e-mail on the details form (a change of e-mail needs the current password).
 */
export function readAccountForm<F extends AccountForm>(form: F, fields: RawSubmission, current = ''): AccountRead<F> {
  const names = accountForms[form] as readonly AccountField<F>[];
  const values = Object.fromEntries(names.map((n) => [n, (fields.get(n)?.[0] ?? '').slice(0, 2000)])) as Record<
    AccountField<F>,
    string
  >;
  const errors: Partial<Record<AccountField<F>, string>> = {};
  const read = schemas[form].safeParse(values);
  if (!read.success)
    for (const issue of read.error.issues) {
      const field = issue.path[0] as AccountField<F>;
      errors[field] ??= accountMessages[field as keyof typeof accountMessages];
    }
  const chosen =
    form === 'register' || form === 'resetPassword' ? 'password' : form === 'details' ? 'newPassword' : null;
  const chosenValue = chosen ? (values as Record<string, string>)[chosen]! : '';
  const forEmail = (values as Record<string, string>).email ?? current;
  if (chosen && chosenValue !== '' && !(chosen in errors)) {
    const problem = passwordProblem(chosenValue, forEmail);
    if (problem) (errors as Record<string, string>)[chosen] = passwordMessages[problem];
  }
  if (form === 'details') {
    const v = values as Record<string, string>;
    const changesSecret = v.newPassword !== '' || v.email!.trim().toLowerCase() !== current.trim().toLowerCase();
    if (changesSecret && v.currentPassword === '')
      (errors as Record<string, string>).currentPassword = accountMessages.currentPassword;
  }
  if (read.success && Object.keys(errors).length === 0) return { ok: true, data: read.data as AccountData<F> };
  const kept = Object.fromEntries(Object.entries(values).filter(([n]) => !secretFields.has(n)));
  return { ok: false, errors, values: kept as Partial<Record<AccountField<F>, string>> };
}
