import { parseAddressList } from '../mail/address';

/** A form as the studio saves it, reduced to what the save-time rules look at. */
export interface FormDraft {
  fields: { blockType: string; name?: string | null }[];
  emails: { emailTo?: string | null; cc?: string | null; bcc?: string | null; replyTo?: string | null }[];
  newsletterConsentField?: string | null;
}

export interface FormProblem {
  path: string;
  message: string;
}

const placeholder = /^\{\{\s*([a-z][a-z0-9_-]*)\s*\}\}$/;

/**
 * The rules a form must meet to be saved: field names unique; mail addresses real addresses or a
 * `{{name}}` of one of the form's e-mail fields; the newsletter consent names an acceptance field, and
 * the form then has an e-mail field to subscribe.
 */
export function formProblems(form: FormDraft): FormProblem[] {
  const problems: FormProblem[] = [];
  const seen = new Map<string, number>();
  form.fields.forEach((field, i) => {
    if (!field.name) return;
    if (seen.has(field.name))
      problems.push({
        path: `fields.${i}.name`,
        message: `השם ${field.name} כבר משמש את שדה ${seen.get(field.name)! + 1}. לכל שדה שם משלו.`,
      });
    else seen.set(field.name, i);
  });
  const emailFields = new Set(form.fields.filter((f) => f.blockType === 'email' && f.name).map((f) => f.name!));

  const checkAddresses = (value: string | null | undefined, path: string, required: boolean) => {
    const text = (value ?? '').trim();
    if (text === '') {
      if (required) problems.push({ path, message: 'נא למלא כתובת נמען, למשל office@example.co.il או {{email}}.' });
      return;
    }
    for (const part of text
      .split(/[,;]/)
      .map((p) => p.trim())
      .filter(Boolean)) {
      const match = placeholder.exec(part);
      if (match) {
        if (!emailFields.has(match[1]!))
          problems.push({
            path,
            message: `{{${match[1]}}} אינו שדה דוא"ל בטופס הזה. שדות הדוא"ל: ${[...emailFields].join(', ') || 'אין'}.`,
          });
      } else if (!parseAddressList(part)) {
        problems.push({ path, message: `"${part}" אינה כתובת דוא"ל תקינה.` });
      }
    }
  };
  form.emails.forEach((email, i) => {
    checkAddresses(email.emailTo, `emails.${i}.emailTo`, true);
    checkAddresses(email.cc, `emails.${i}.cc`, false);
    checkAddresses(email.bcc, `emails.${i}.bcc`, false);
    checkAddresses(email.replyTo, `emails.${i}.replyTo`, false);
  });

  const consent = form.newsletterConsentField?.trim();
  if (consent) {
    const field = form.fields.find((f) => f.name === consent);
    if (!field || field.blockType !== 'acceptance')
      problems.push({ path: 'newsletterConsentField', message: `אין בטופס שדה הסכמה בשם ${consent}.` });
    else if (emailFields.size === 0)
      problems.push({ path: 'newsletterConsentField', message: 'הרשמה לניוזלטר דורשת שדה דוא"ל בטופס.' });
  }
  return problems;
}
