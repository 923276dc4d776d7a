import { describe, expect, it } from 'vitest';
import { tf } from '../../messages/forms';
import type { FormDefinition, FormFieldDef, UploadedFile } from './definition';
import { maxFileBytes, sniffFileType, validateSubmission } from './validate';

const width = { desktop: 100, tablet: 100, mobile: 100 } as const;
const field = (kind: FormFieldDef['kind'], name: string, extra: Partial<FormFieldDef> = {}): FormFieldDef => ({
  kind,
  name,
  label: `תווית ${name}`,
  required: false,
  width,
  ...extra,
});

const contact: FormDefinition = {
  id: 1,
  title: 'יצירת קשר',
  submitLabel: 'שליחה',
  fields: [
    field('text', 'name', { required: true }),
    field('phone', 'phone'),
    field('email', 'email', { required: true }),
    field('select', 'subject', {
      required: true,
      options: [
        { label: 'ייעוץ', value: 'consulting' },
        { label: 'בדיקות מעבדה', value: 'lab' },
      ],
    }),
    field('textarea', 'message', { required: true, maxLength: 50 }),
    field('acceptance', 'consent', { required: true, consentText: 'אני מסכים/ה' }),
  ],
};

const raw = (entries: Record<string, string | string[]>) =>
  new Map(Object.entries(entries).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));
const noFiles = new Map<string, UploadedFile>();
const valid = {
  name: 'דנה כהן',
  phone: '+972 50 123 4567',
  email: 'Dana@Example.co.il',
  subject: 'lab',
  message: 'שלום,\r\nאשמח לשיחה.',
  consent: 'on',
};

describe('validating a submission against its form', () => {
  it('accepts a complete one, normalising each kind', () => {
    const result = validateSubmission(contact, raw(valid), noFiles, tf);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values.map((v) => [v.name, v.value, v.display])).toEqual([
      ['name', 'דנה כהן', 'דנה כהן'],
      ['phone', '0501234567', '050-1234567'],
      ['email', 'dana@example.co.il', 'dana@example.co.il'],
      ['subject', 'lab', 'בדיקות מעבדה'],
      ['message', 'שלום,\nאשמח לשיחה.', 'שלום,\nאשמח לשיחה.'],
      ['consent', 'yes', 'כן'],
    ]);
  });

  it('names every missing or wrong field in Hebrew, keyed by field', () => {
    const result = validateSubmission(
      contact,
      raw({ name: '  ', phone: '12', email: 'dana@', subject: 'other', message: 'א'.repeat(51) }),
      noFiles,
      tf,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'נא למלא: תווית name',
        phone: tf.phone,
        email: tf.email,
        subject: tf.option,
        message: 'אפשר לכתוב עד 50 תווים.',
        consent: tf.acceptance,
      },
    });
  });

  it('ignores fields the form does not have, prototype keys included', () => {
    const result = validateSubmission(
      contact,
      raw({ ...valid, __proto__: 'x', constructor: 'y', admin: 'true', extra: 'z' }),
      noFiles,
      tf,
    );
    expect(result.ok && result.values.map((v) => v.name)).toEqual([
      'name',
      'phone',
      'email',
      'subject',
      'message',
      'consent',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('drops controls and bidi overrides from answers, keeping newlines only in long text', () => {
    const result = validateSubmission(
      contact,
      raw({ ...valid, name: 'דנה\u202e\u0000 כהן\nשורה', message: 'א\u2066ב\r\nג' }),
      noFiles,
      tf,
    );
    expect(result.ok && result.values.find((v) => v.name === 'name')?.value).toBe('דנה כהן שורה');
    expect(result.ok && result.values.find((v) => v.name === 'message')?.value).toBe('אב\nג');
  });

  it('checks numbers, dates, radios and optional fields', () => {
    const form: FormDefinition = {
      ...contact,
      fields: [
        field('number', 'meters', { min: 1, max: 1000 }),
        field('date', 'when'),
        field('radio', 'kind', { options: [{ label: 'כותנה', value: 'cotton' }] }),
        field('checkbox', 'call'),
        field('hidden', 'source'),
      ],
    };
    expect(validateSubmission(form, raw({}), noFiles, tf)).toMatchObject({ ok: true });
    const ok = validateSubmission(
      form,
      raw({ meters: '12.5', when: '2026-02-28', kind: 'cotton', call: 'on', source: 'גוגל' }),
      noFiles,
      tf,
    );
    expect(ok.ok && ok.values.map((v) => v.display)).toEqual(['12.5', '28.02.2026', 'כותנה', 'כן', 'גוגל']);
    const bad = validateSubmission(form, raw({ meters: '5000', when: '2026-02-30', kind: 'silk' }), noFiles, tf);
    expect(bad).toEqual({
      ok: false,
      errors: { meters: 'נא להזין מספר בין 1 ל-1000.', when: tf.date, kind: tf.option },
    });
    expect(validateSubmission(form, raw({ meters: '1e3' }), noFiles, tf)).toMatchObject({
      errors: { meters: tf.number },
    });
  });
});

describe('uploads', () => {
  const form: FormDefinition = { ...contact, fields: [field('upload', 'cv', { required: true })] };
  const file = (bytes: number[], size = bytes.length, name = 'a.pdf'): UploadedFile => ({
    name,
    type: 'application/pdf',
    size,
    bytes: Uint8Array.from(bytes),
  });
  const pdf = [...'%PDF-1.4\n1 0 obj << >> endobj\nxref\n0 1\ntrailer << >>\n%%EOF\n'].map((c) => c.charCodeAt(0));

  it('accepts PDF, JPEG and PNG by their content', () => {
    expect(sniffFileType(Uint8Array.from(pdf))).toBe('application/pdf');
    expect(sniffFileType(Uint8Array.from(pdf.slice(0, 6)))).toBeNull(); // a header without a body
    expect(sniffFileType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffFileType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(validateSubmission(form, raw({}), new Map([['cv', file(pdf)]]), tf).ok).toBe(true);
  });

  it('refuses a disguised file, an empty one, a large one and a missing required one', () => {
    const html = [...'<html><script>'].map((c) => c.charCodeAt(0));
    expect(validateSubmission(form, raw({}), new Map([['cv', file(html, html.length, 'cv.pdf')]]), tf)).toMatchObject({
      errors: { cv: tf.fileType },
    });
    expect(validateSubmission(form, raw({}), new Map([['cv', file([], 0, 'x.pdf')]]), tf)).toMatchObject({
      errors: { cv: tf.fileEmpty },
    });
    expect(validateSubmission(form, raw({}), new Map([['cv', file(pdf, maxFileBytes + 1)]]), tf)).toMatchObject({
      errors: { cv: tf.fileSize },
    });
    expect(validateSubmission(form, raw({}), noFiles, tf)).toMatchObject({ errors: { cv: 'נא למלא: תווית cv' } });
  });
});
