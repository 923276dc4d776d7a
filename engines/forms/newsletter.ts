import type { FormDefinition } from './definition';

/** The key the newsletter form posts as its form (it is not a form document). */
export const newsletterFormKey = 'newsletter';

const full = { desktop: 100, tablet: 100, mobile: 100 } as const;

/** The newsletter form: an e-mail, an optional name, and an unticked consent box with the exact wording. */
export function newsletterDefinition(consentText: string): FormDefinition {
  return {
    id: 0,
    title: 'הרשמה לניוזלטר',
    submitLabel: 'הרשמה',
    fields: [
      { kind: 'email', name: 'email', label: 'דוא"ל', required: true, width: { desktop: 50, tablet: 50, mobile: 100 } },
      {
        kind: 'text',
        name: 'name',
        label: 'שם (לא חובה)',
        required: false,
        width: { desktop: 50, tablet: 50, mobile: 100 },
        maxLength: 100,
      },
      { kind: 'acceptance', name: 'consent', label: 'הסכמה לדיוור', consentText, required: true, width: full },
    ],
  };
}
