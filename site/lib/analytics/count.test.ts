import fc from 'fast-check';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../../../cms/testing/temp-payload';

let payload: Payload;
let cleanup: () => Promise<void>;
let countVisit: typeof import('./count').countVisit;
let getVisitReport: typeof import('../../../data/get-visit-report').getVisitReport;
let rollUpVisits: typeof import('./rollup').rollUpVisits;
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  ({ countVisit } = await import('./count'));
  ({ getVisitReport } = await import('../../../data/get-visit-report'));
  ({ rollUpVisits } = await import('./rollup'));
});
afterAll(async () => {
  await cleanup?.();
});

const post = (body: unknown, ua = chrome, type = 'application/json') =>
  new Request('http://localhost/wp-json/arig/v1/count', {
    method: 'POST',
    headers: { 'content-type': type, 'user-agent': ua },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const day = (iso: string) => Date.parse(iso);

describe('the owner’s count', () => {
  it('counts views and leads per day, a visitor once a day, bots never, and keeps no address or user agent', async () => {
    const t = day('2026-11-20T10:00:00Z');
    for (const p of ['/', '/about/', '/contact/'])
      expect((await countVisit(post({ t: 'view', p, r: 'https://www.google.com/' }), '203.0.113.5', t)).status).toBe(
        204,
      );
    await countVisit(post({ t: 'lead', k: 'tel', p: '/contact/' }), '203.0.113.5', t);
    await countVisit(post({ t: 'view', p: '/', s: 'newsletter', c: 'winter' }), '198.51.100.7', t);
    await countVisit(post({ t: 'view', p: '/' }, 'Googlebot/2.1 (+http://www.google.com/bot.html)'), '66.249.66.1', t);
    const report = await getVisitReport(payload, '2026-11-20', '2026-11-20');
    expect(report.totals).toEqual({
      views: 4,
      visitors: 2,
      leads: { tel: 1, mailto: 0, whatsapp: 0, chat: 0, form: 0 },
    });
    expect(report.topSources).toEqual([
      { value: 'google.com', count: 3 },
      { value: 'newsletter', count: 1 },
    ]);
    expect(report.topCampaigns).toEqual([{ value: 'winter', count: 1 }]);
    const { docs } = await payload.find({ collection: 'visit-events', limit: 100, overrideAccess: true });
    const stored = JSON.stringify(docs);
    expect(stored).not.toContain('203.0.113.5');
    expect(stored).not.toContain('Chrome/156');
  });

  it('counts the same person as a new visitor the next day (the salt changes at midnight in Israel)', async () => {
    await countVisit(post({ t: 'view', p: '/' }), '192.0.2.9', day('2026-11-21T21:30:00Z'));
    await countVisit(post({ t: 'view', p: '/' }), '192.0.2.9', day('2026-11-21T22:30:00Z'));
    const report = await getVisitReport(payload, '2026-11-21', '2026-11-22');
    expect(report.days.map((d) => [d.day, d.visitors])).toEqual([
      ['2026-11-21', 1],
      ['2026-11-22', 1],
    ]);
  });

  it('rolls raw events over 90 days old into daily totals, then deletes them', async () => {
    const later = day('2027-03-01T10:00:00Z');
    expect(await rollUpVisits(payload, later)).toBeGreaterThan(0);
    expect((await payload.count({ collection: 'visit-events', overrideAccess: true })).totalDocs).toBe(0);
    const report = await getVisitReport(payload, '2026-11-20', '2026-11-22');
    expect(report.days.map((d) => [d.day, d.views, d.visitors])).toEqual([
      ['2026-11-20', 4, 2],
      ['2026-11-21', 1, 1],
      ['2026-11-22', 1, 1],
    ]);
    expect(await rollUpVisits(payload, later)).toBe(0);
  });

  it('answers 10,000 generated bodies with a 2xx or a 4xx in Hebrew, never a throw or a 5xx', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('view', 'lead', 'tel', '/', '/about/', 'x'.repeat(3000), '__proto__', '\r\n'),
    );
    const body = fc.oneof(
      fc
        .dictionary(fc.constantFrom('t', 'k', 'p', 'r', 's', 'c', '__proto__', 'constructor', 'x'), value, {
          maxKeys: 8,
        })
        .map((o) => JSON.stringify(o)),
      fc.string({ maxLength: 100 }),
      fc.constantFrom('{', '[]', 'null', '{"__proto__":{"polluted":1}}', '\uFEFF{}'),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', ''),
        fc.boolean(),
        async (b, type, bot) => {
          const res = await countVisit(
            post(b, bot ? 'curl/8' : chrome, type),
            '192.0.2.1',
            day('2026-11-23T10:00:00Z'),
          );
          expect([204, 400, 408, 413, 415]).toContain(res.status);
          if (res.status >= 400) expect(((await res.json()) as { message: string }).message).toMatch(/[\u0590-\u05ff]/);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      { numRuns: 10_000 },
    );
  }, 300_000);
});
