import fc from 'fast-check';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../../../cms/testing/temp-payload';

/**
 * The form endpoint against 10,000 generated posts (security bar §4.6): wrong types and content types,
 * huge values, unknown and prototype-polluting names, CR/LF and bidi controls everywhere, missing or
 * forged tokens, repeated keys, broken encodings, multipart with too many parts. Every answer is a 2xx,
 * 3xx or 4xx with a Hebrew message, never a throw or a 5xx, and Object.prototype stays clean.
 */
let payload: Payload;
let cleanup: () => Promise<void>;
let handleFormPost: typeof import('./handle-post').handleFormPost;
let formId = 0;
const full = { desktop: '100', tablet: '100', mobile: '100' };

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  ({ handleFormPost } = await import('./handle-post'));
  const { toLexical } = await import('../../../cms/seed/lexical');
  const form = await payload.create({
    collection: 'forms',
    data: {
      title: 'פנייה',
      confirmationType: 'message',
      confirmationMessage: toLexical([{ type: 'p', text: 'תודה' }]),
      fields: [
        { blockType: 'text', name: 'name', label: 'שם', required: true, width: full },
        { blockType: 'email', name: 'email', label: 'דוא"ל', required: true, width: full },
        { blockType: 'phone', name: 'phone', label: 'טלפון', width: full },
        { blockType: 'number', name: 'count', label: 'כמות', min: 1, max: 10, width: full },
        { blockType: 'select', name: 'kind', label: 'סוג', options: [{ label: 'א', value: 'a' }], width: full },
        { blockType: 'acceptance', name: 'ok', label: 'הסכמה', consentText: 'מסכים/ה', required: true, width: full },
      ],
      emails: [{ emailTo: 'owner@arig.example', replyTo: '{{email}}', subject: '{{name}}', message: '{{*}}' }],
    } as never,
    overrideAccess: true,
  });
  formId = form.id;
}, 120_000);

afterAll(async () => {
  await cleanup?.();
});

const nasty = fc.constantFrom(
  '',
  '\r\nBcc: victim@evil.example',
  '\u202e\u2066evil',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '%E0%A4%A',
  '\u0000\u0007',
  'x'.repeat(20_000),
  '1e999',
  'NaN',
  '-1',
  '050-1234567',
  'dana@example.com',
  'yes',
  'a',
);
const names = fc.constantFrom(
  'name',
  'email',
  'phone',
  'count',
  'kind',
  'ok',
  '_arig_form',
  '_arig_token',
  '_arig_once',
  '_arig_anchor',
  'arig_website',
  '__proto__',
  'constructor',
  'prototype',
  '__proto__[polluted]',
  'x'.repeat(150),
);
const formKeys = () =>
  fc.constantFrom(String(formId), 'newsletter', '0', '-1', '99999999', 'abc', '', '1.5', `${formId}\r\n`);
const value = fc.oneof(nasty, fc.string({ maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 40 }));
const pairs = fc.array(fc.tuple(fc.oneof(names, fc.string({ maxLength: 20 })), value), { maxLength: 30 });

const encode = (entries: [string, string][]) =>
  entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');

const bodies = () =>
  fc.oneof(
    // a plausible urlencoded post, with and without the control fields
    fc.tuple(formKeys(), pairs, fc.boolean()).map(([key, entries, control]) => ({
      type: 'application/x-www-form-urlencoded',
      body: encode([
        ...(control
          ? ([
              ['_arig_form', key],
              ['_arig_token', 'a.b.c.d'],
            ] as [string, string][])
          : []),
        ...entries,
      ]),
    })),
    // multipart, sometimes with far too many parts
    fc.tuple(formKeys(), pairs, fc.integer({ min: 0, max: 260 })).map(([key, entries, extra]) => {
      const form = new FormData();
      form.append('_arig_form', key);
      for (const [k, v] of entries) form.append(k, v);
      for (let i = 0; i < extra; i++) form.append(`p${i}`, 'x');
      return { type: null, body: form };
    }),
    // wrong content types and raw garbage
    fc
      .tuple(
        fc.constantFrom(
          'application/json',
          'text/plain',
          'multipart/form-data',
          'application/x-www-form-urlencoded; charset=utf-16',
          null,
          'x/y',
        ),
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.constantFrom('{"__proto__":{"polluted":1}}', '%', '%%%ZZ', '=&=&', '\uFEFF{'),
        ),
      )
      .map(([type, body]) => ({ type, body })),
    // bytes that are not UTF-8
    fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ type: 'application/x-www-form-urlencoded', body: bytes })),
  );

const allowed = new Set([200, 303, 400, 403, 404, 408, 413, 415, 422]);

describe('the form endpoint under fuzzing', () => {
  it('answers 10,000 generated posts without a throw or a 5xx, each refusal in Hebrew', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(bodies(), fc.boolean(), async ({ type, body }, json) => {
        const headers = new Headers(json ? { accept: 'application/json' } : {});
        if (type) headers.set('content-type', type);
        const request = new Request('http://localhost/contact/', { method: 'POST', headers, body: body as BodyInit });
        const result = await handleFormPost(request, '/contact/');
        const status = 'response' in result ? result.response.status : result.status;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        expect(allowed.has(status), `status ${status}`).toBe(true);
        if ('response' in result && status >= 400) {
          const text = await result.response.text();
          expect(text).toMatch(/[\u0590-\u05ff]/);
          expect(text).not.toMatch(/at .+\.(ts|js):\d+/);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 10_000 },
    );
    expect(Object.keys(Object.prototype)).toEqual([]);
    // The corpus reaches the validator, the refusals and success alike.
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([200, 303, 400, 413, 415, 422]));
    expect(statuses.get(422)).toBeGreaterThan(100);
  }, 600_000);
});
