import { formProblems } from '../../engines/forms/form-rules';
import { quote } from './map-context';
import { Settings } from './settings';
import { plainText } from './text';

/**
 * An Elementor Pro form widget's settings → an arig form document (issue 22): arig's forms are documents
 * of their own (טפסים ודיוור ← טפסים), placed on a page by the form widget, so the importer makes one per
 * Elementor form and the widget points at it. Pure; what cannot come over is said in `issues`.
 */

type Width = '100' | '75' | '66' | '50' | '33' | '25';
interface FieldCommon {
  name: string;
  label: string;
  placeholder?: string;
  required: boolean;
  width: { desktop: Width; tablet: Width; mobile: Width };
}
export type ImportedFormField =
  | (FieldCommon & { blockType: 'text' | 'textarea'; maxLength?: number })
  | (FieldCommon & { blockType: 'email' | 'phone' | 'checkbox' | 'date' | 'upload' })
  | (FieldCommon & { blockType: 'select' | 'radio'; options: { label: string; value: string }[] })
  | (FieldCommon & { blockType: 'acceptance'; consentText: string })
  | (FieldCommon & { blockType: 'number'; min?: number; max?: number })
  | { blockType: 'hidden'; name: string; label: string; defaultValue: string };

export interface ImportedForm {
  title: string;
  fields: ImportedFormField[];
  submitButtonLabel: string;
  confirmationType: 'message' | 'redirect';
  /** Plain text, shown after a message confirmation. */
  successMessage: string;
  /** A redirect confirmation's address, as the old site wrote it (the importer rewrites it). */
  redirectUrl: string;
  emails: { emailTo: string; replyTo?: string; subject: string; message: string }[];
}

/** The settings the form document carries; the widget mapper marks them read. */
export const formContentKeys = [
  'form_name',
  'form_fields',
  'button_text',
  'submit_actions',
  'redirect_to',
  'success_message',
  'email_to',
  'email_subject',
  'email_content',
  'email_reply_to',
  'email_from',
  'email_from_name',
  'email_content_type',
  'email_to_2',
  'email_subject_2',
  'email_content_2',
  'email_reply_to_2',
  'email_from_2',
  'email_from_name_2',
  'email_content_type_2',
  'form_id',
  // arig says these itself, in Hebrew and the same on every form.
  'error_message',
  'required_field_message',
  'invalid_message',
  'server_message',
  'custom_messages',
] as const;

const kinds: Record<string, ImportedFormField['blockType'] | undefined> = {
  text: 'text',
  url: 'text',
  email: 'email',
  tel: 'phone',
  textarea: 'textarea',
  select: 'select',
  radio: 'radio',
  checkbox: 'checkbox',
  acceptance: 'acceptance',
  number: 'number',
  date: 'date',
  upload: 'upload',
  hidden: 'hidden',
};
/** Elementor's anti-spam fields: arig's forms have their own (a honeypot and a time check) on every form. */
const spamFields = new Set(['honeypot', 'recaptcha', 'recaptcha_v3']);
const widths: readonly Width[] = ['100', '75', '66', '50', '33', '25'];

/** Elementor's column widths (20–100%) → the nearest arig offers. */
function width(value: string, fallback: Width): Width {
  const n = Number(value);
  if (!value || !Number.isFinite(n)) return fallback;
  return widths.reduce((best, w) => (Math.abs(Number(w) - n) < Math.abs(Number(best) - n) ? w : best), '100');
}

const fieldName = /^[a-z][a-z0-9_-]{0,39}$/;
const optionValue = /[^\w\u0590-\u05ff -]/g;

/** `label|value` lines (Elementor's "options" textarea) → options with values arig stores. */
function options(text: string): { label: string; value: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 100)
    .map((line, i) => {
      const [label = '', value = label] = line.split('|');
      const clean = value.replace(optionValue, '-').trim().slice(0, 80);
      return { label: plainText(label, 200) || `אפשרות ${i + 1}`, value: clean || `option-${i + 1}` };
    });
}

/** Elementor's `[field id="email"]` and `[all-fields]` → arig's `{{email}}` and `{{*}}`; markup dropped. */
function mailText(value: string, names: Map<string, string>): string {
  return value
    .replace(/\[all-fields\]/g, '{{*}}')
    .replace(/\[field id=["']?([A-Za-z0-9_-]+)["']?\]/g, (_, id: string) => `{{${names.get(id) ?? id.toLowerCase()}}}`)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .trim();
}

function readField(
  raw: Record<string, unknown>,
  index: number,
  taken: Set<string>,
  issues: string[],
): { field: ImportedFormField; elementorId: string } | null {
  const f = new Settings(raw);
  const type = f.str('field_type') || 'text';
  const label = plainText(f.str('field_label'), 200);
  const named = label || plainText(f.str('placeholder'), 200) || `שדה ${index + 1}`;
  if (spamFields.has(type)) {
    issues.push(`השדה ${quote(named)} (${type}) לא יובא: בטופסי אריג יש הגנה מספאם משלהם`);
    return null;
  }
  const kind = kinds[type];
  if (!kind) {
    issues.push(`השדה ${quote(named)} מסוג ${quote(type)} לא יובא: אין באריג שדה כזה`);
    return null;
  }
  if (type === 'url') issues.push(`השדה ${quote(named)} (כתובת אתר) יובא כשדה טקסט`);
  const elementorId = f.str('custom_id') || f.str('_id');
  let name = elementorId.toLowerCase().replace(/[^a-z0-9_-]/g, '');
  if (!fieldName.test(name) || taken.has(name)) name = `field_${index + 1}`;
  taken.add(name);
  if (kind === 'hidden')
    return {
      elementorId,
      field: { blockType: 'hidden', name, label: named, defaultValue: plainText(f.str('field_value'), 300) },
    };
  const desktop = width(f.str('width'), '100');
  const tablet = width(f.str('width_tablet'), desktop);
  const common: FieldCommon = {
    name,
    label: named,
    placeholder: plainText(f.str('placeholder'), 200) || undefined,
    required: f.str('required') === 'true' || f.str('required') === 'yes',
    width: { desktop, tablet, mobile: width(f.str('width_mobile'), tablet) },
  };
  switch (kind) {
    case 'select':
    case 'radio': {
      const list = options(f.str('field_options'));
      if (list.length === 0) {
        issues.push(`השדה ${quote(named)} לא יובא: אין בו אפשרויות`);
        return null;
      }
      if (f.str('allow_multiple') === 'true') issues.push(`השדה ${quote(named)} מאפשר באריג בחירה אחת בלבד`);
      return { elementorId, field: { ...common, blockType: kind, options: list } };
    }
    case 'checkbox': {
      const list = options(f.str('field_options'));
      if (list.length > 1) {
        issues.push(`השדה ${quote(named)} (כמה תיבות סימון) יובא כבחירה אחת מתוך האפשרויות`);
        return { elementorId, field: { ...common, blockType: 'radio', options: list } };
      }
      return { elementorId, field: { ...common, blockType: 'checkbox', label: list[0]?.label ?? named } };
    }
    case 'acceptance':
      return {
        elementorId,
        field: { ...common, blockType: 'acceptance', consentText: plainText(f.str('acceptance_text'), 1000) || named },
      };
    case 'number': {
      const min = f.num('field_min');
      const max = f.num('field_max');
      return { elementorId, field: { ...common, blockType: 'number', min: min ?? undefined, max: max ?? undefined } };
    }
    case 'text':
    case 'textarea':
      return { elementorId, field: { ...common, blockType: kind } };
    default:
      return { elementorId, field: { ...common, blockType: kind } };
  }
}

/** The form an Elementor form widget describes, or null (with the reason in `issues`) when it has no fields. */
export function elementorForm(
  settings: Record<string, unknown>,
  pageTitle: string,
): { form: ImportedForm | null; issues: string[] } {
  const s = new Settings(settings);
  const issues: string[] = [];
  const taken = new Set<string>();
  const names = new Map<string, string>();
  const fields: ImportedFormField[] = [];
  for (const [i, raw] of s.list('form_fields').entries()) {
    const read = readField(raw, i, taken, issues);
    if (!read) continue;
    fields.push(read.field);
    if (read.elementorId) names.set(read.elementorId, read.field.name);
  }
  if (fields.length === 0) return { form: null, issues: [...issues, 'בטופס אין שדות שאריג יכול לייבא'] };

  const actions = s.strings('submit_actions');
  const emails: ImportedForm['emails'] = [];
  for (const suffix of ['', '_2']) {
    if (!actions.includes(suffix ? 'email2' : 'email')) continue;
    const replyTo = mailText(s.str(`email_reply_to${suffix}`), names);
    emails.push({
      emailTo: mailText(s.str(`email_to${suffix}`), names),
      ...(replyTo ? { replyTo } : {}),
      subject: plainText(mailText(s.str(`email_subject${suffix}`), names), 200) || 'פנייה חדשה מהאתר',
      message: mailText(s.str(`email_content${suffix}`), names) || '{{*}}',
    });
  }
  if (emails.length > 0 && (s.has('email_from') || s.has('email_from_2')))
    issues.push('כתובת השולח של הודעות הדואר לא יובאה: אריג שולח תמיד מכתובת האתר (MAIL_FROM)');
  // An address arig would refuse on save (a placeholder of no e-mail field, a malformed one) leaves the e-mail out.
  const problems = formProblems({ fields, emails });
  const kept = emails.filter((_, i) => !problems.some((p) => p.path.startsWith(`emails.${i}.`)));
  for (const p of problems.filter((p) => p.path.startsWith('emails.')))
    issues.push(`הודעת הדואר לא יובאה: ${p.message}`);
  for (const action of actions.filter((a) => !['email', 'email2', 'redirect'].includes(a)))
    issues.push(`הפעולה ${quote(action)} אחרי שליחת הטופס לא יובאה`);

  const redirectUrl = actions.includes('redirect') ? s.str('redirect_to').trim() : '';
  return {
    form: {
      title: plainText(s.str('form_name'), 120) || `טופס מהעמוד ${pageTitle}`,
      fields,
      submitButtonLabel: plainText(s.str('button_text'), 60) || 'שליחה',
      confirmationType: redirectUrl ? 'redirect' : 'message',
      successMessage: plainText(s.str('success_message'), 500) || 'תודה! הפנייה התקבלה.',
      redirectUrl,
      emails: kept,
    },
    issues,
  };
}
