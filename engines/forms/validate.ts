import { isEmailAddress } from '../mail/address';
import type { CheckedValue, FormDefinition, FormFieldDef, RawSubmission, UploadedFile } from './definition';
import { formatIsraeliPhone, israeliPhoneDigits } from './phone';

/** The Hebrew wording of every refusal (messages/forms.ts on the server; injected so the engine stays pure). */
export interface ValidationMessages {
  required(label: string): string;
  requiredChoice(label: string): string;
  acceptance: string;
  email: string;
  phone: string;
  number: string;
  numberRange(min: number | undefined, max: number | undefined): string;
  date: string;
  tooLong(max: number): string;
  option: string;
  fileType: string;
  fileSize: string;
  fileEmpty: string;
  yes: string;
  no: string;
}

export type ValidationResult =
  | { ok: true; values: CheckedValue[]; files: { name: string; file: UploadedFile }[] }
  | { ok: false; errors: Record<string, string> };

export const maxFileBytes = 5 * 1024 * 1024;
const defaultMaxLength: Partial<Record<FormFieldDef['kind'], number>> = {
  text: 300,
  email: 254,
  phone: 40,
  textarea: 5000,
  hidden: 500,
  number: 30,
  date: 10,
};

// Controls other than tab and newline, and bidi embedding/override/isolate marks, which can disguise
// text in the studio and in mail; dropped from every answer.
// eslint-disable-next-line no-control-regex
const unsafeText = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const clean = (value: string, multiline: boolean): string => {
  const text = value.replace(/\r\n?/g, '\n').replace(unsafeText, '');
  return (multiline ? text : text.replace(/\s+/g, ' ')).trim();
};

/** The file's real type from its first bytes: PDF, JPEG or PNG; null for anything else. */
export function sniffFileType(bytes: Uint8Array): 'application/pdf' | 'image/jpeg' | 'image/png' | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) {
    // %PDF- … and, as in any complete PDF (and as Payload checks), a cross-reference table and %%EOF at the end.
    const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 1024)));
    return tail.includes('%%EOF') && tail.includes('xref') ? 'application/pdf' : null;
  }
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return null;
}

const isCalendarDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900;
};

type FieldCheck = { value: string; display: string } | { error: string } | null;

function checkField(field: FormFieldDef, raw: string[], t: ValidationMessages): FieldCheck {
  const multiline = field.kind === 'textarea';
  const first = clean(raw[0] ?? '', multiline);
  const max = field.maxLength ?? defaultMaxLength[field.kind];
  const missing = (choice = false) =>
    field.required ? { error: choice ? t.requiredChoice(field.label) : t.required(field.label) } : null;

  switch (field.kind) {
    case 'checkbox':
    case 'acceptance': {
      const ticked = raw.length > 0 && raw[0] !== '';
      if (!ticked)
        return field.required
          ? { error: field.kind === 'acceptance' ? t.acceptance : t.requiredChoice(field.label) }
          : { value: 'no', display: t.no };
      return { value: 'yes', display: t.yes };
    }
    case 'select':
    case 'radio': {
      if (first === '') return missing(true);
      const option = field.options?.find((o) => o.value === first);
      return option ? { value: option.value, display: option.label } : { error: t.option };
    }
    default:
      break;
  }
  if (first === '') return missing();
  if (max !== undefined && first.length > max) return { error: t.tooLong(max) };
  switch (field.kind) {
    case 'email': {
      const address = first.toLowerCase();
      return isEmailAddress(address) ? { value: address, display: address } : { error: t.email };
    }
    case 'phone': {
      const digits = israeliPhoneDigits(first);
      return digits ? { value: digits, display: formatIsraeliPhone(digits) } : { error: t.phone };
    }
    case 'number': {
      if (!/^-?\d+(\.\d+)?$/.test(first)) return { error: t.number };
      const n = Number(first);
      if ((field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max))
        return { error: t.numberRange(field.min, field.max) };
      return { value: first, display: first };
    }
    case 'date':
      return isCalendarDate(first)
        ? { value: first, display: first.split('-').reverse().join('.') }
        : { error: t.date };
    default:
      return { value: first, display: first };
  }
}

function checkFile(
  field: FormFieldDef,
  file: UploadedFile | undefined,
  t: ValidationMessages,
): { file: UploadedFile } | { error: string } | null {
  if (!file || (file.size === 0 && file.name === '')) return field.required ? { error: t.required(field.label) } : null;
  if (file.size === 0) return { error: t.fileEmpty };
  if (file.size > maxFileBytes) return { error: t.fileSize };
  return sniffFileType(file.bytes) ? { file } : { error: t.fileType };
}

/**
 * Checks a submission against its form, on the server: every defined field is read from what was sent
 * (anything else is ignored), required ones must be there, each kind in its format; an upload must be a
 * real PDF, JPEG or PNG by its content. Errors are keyed by field name, in Hebrew.
 */
export function validateSubmission(
  form: FormDefinition,
  raw: RawSubmission,
  uploads: ReadonlyMap<string, UploadedFile>,
  t: ValidationMessages,
): ValidationResult {
  const errors: Record<string, string> = Object.create(null);
  const values: CheckedValue[] = [];
  const files: { name: string; file: UploadedFile }[] = [];
  for (const field of form.fields) {
    if (field.kind === 'upload') {
      const result = checkFile(field, uploads.get(field.name), t);
      if (result && 'error' in result) errors[field.name] = result.error;
      else if (result) files.push({ name: field.name, file: result.file });
      continue;
    }
    const result = checkField(field, raw.get(field.name) ?? [], t);
    if (result === null) continue;
    if ('error' in result) errors[field.name] = result.error;
    else values.push({ name: field.name, label: field.label, ...result });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values, files };
}
