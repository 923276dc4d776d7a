import type { FormSession, RenderContext } from '../../builder/context';
import type { FormView, NewsletterView } from '../../data/types';

/** A contact form and newsletter wording for render tests, with a session that issues fixed tokens. */
export const testForm: FormView = {
  id: 7,
  title: 'פנייה מהאתר',
  submitLabel: 'שליחה',
  confirmationHtml: '<p>תודה!</p>',
  redirectUrl: null,
  newsletterConsentField: null,
  fields: [
    { kind: 'text', name: 'name', label: 'שם', required: true, width: { desktop: 50, tablet: 50, mobile: 100 } },
    { kind: 'email', name: 'email', label: 'דוא"ל', required: true, width: { desktop: 50, tablet: 100, mobile: 100 } },
    {
      kind: 'select',
      name: 'subject',
      label: 'נושא',
      required: false,
      width: { desktop: 100, tablet: 100, mobile: 100 },
      options: [{ label: 'ייעוץ', value: 'consulting' }],
    },
    {
      kind: 'textarea',
      name: 'message',
      label: 'הודעה',
      required: true,
      help: 'בקצרה',
      width: { desktop: 100, tablet: 100, mobile: 100 },
    },
    {
      kind: 'acceptance',
      name: 'privacy',
      label: 'הסכמה',
      consentText: 'אני מסכים/ה',
      required: true,
      width: { desktop: 100, tablet: 100, mobile: 100 },
    },
  ],
};

export const testNewsletter: NewsletterView = {
  heading: 'הניוזלטר',
  intro: 'מאמר בחודש.',
  consentText: 'אני מאשר/ת דיוור.',
  consentVersion: 2,
};

export const testSession = (state: ReturnType<FormSession['stateFor']> = undefined, key = '7'): FormSession => ({
  token: (formKey) => `token-${formKey}`,
  stateFor: (formKey) => (formKey === key ? state : undefined),
});

export const formContext = (session: FormSession = testSession()): RenderContext => ({
  forms: { '7': testForm },
  newsletter: testNewsletter,
  formSession: session,
  currentPath: '/contact/',
});
