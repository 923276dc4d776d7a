import { describe, expect, it } from 'vitest';
import { dailyTotals, isBot, israelDay, topValues, totalLeads, visitSource, type VisitEventRow } from './visits';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('who is a visitor', () => {
  it('is a browser, not a crawler, monitor, preview or headless tool', () => {
    expect(isBot(chrome)).toBe(false);
    for (const ua of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0 Safari/537.36',
      'Mozilla/5.0 ... Chrome-Lighthouse',
      'curl/8.5.0',
      '',
      null,
    ])
      expect(isBot(ua), String(ua)).toBe(true);
  });
});

describe('days and sources', () => {
  it('count days in Israel time', () => {
    expect(israelDay(Date.parse('2026-11-24T21:59:00Z'))).toBe('2026-11-24');
    expect(israelDay(Date.parse('2026-11-24T22:01:00Z'))).toBe('2026-11-25');
    expect(israelDay(Date.parse('2026-07-01T20:59:00Z'))).toBe('2026-07-01');
    expect(israelDay(Date.parse('2026-07-01T21:01:00Z'))).toBe('2026-07-02');
  });

  it('take utm_source first, then the referrer host, else direct', () => {
    expect(visitSource('https://www.google.com/', 'Newsletter', 'arig.example')).toBe('newsletter');
    expect(visitSource('https://www.google.com/search', '', 'arig.example')).toBe('google.com');
    expect(visitSource('https://arig.example/about/', '', 'arig.example')).toBe('direct');
    expect(visitSource('', 'dana@example.com', 'arig.example')).toBe('direct');
  });
});

describe('totals', () => {
  const row = (day: string, visitor: string, extra: Partial<VisitEventRow> = {}): VisitEventRow => ({
    day,
    kind: 'view',
    path: '/',
    source: 'direct',
    visitor,
    ...extra,
  });
  const rows = [
    row('2026-11-23', 'a'),
    row('2026-11-23', 'a', { path: '/about/' }),
    row('2026-11-23', 'b', { source: 'google.com' }),
    row('2026-11-23', 'a', { kind: 'lead', leadKind: 'tel' }),
    row('2026-11-24', 'c', { path: '/contact/', source: 'google.com', campaign: 'winter' }),
    row('2026-11-24', 'c', { kind: 'lead', leadKind: 'form' }),
  ];

  it('count views, distinct visitors and leads by kind per day', () => {
    const totals = dailyTotals(rows);
    expect(totals.map((t) => [t.day, t.views, t.visitors, totalLeads(t)])).toEqual([
      ['2026-11-23', 3, 2, 1],
      ['2026-11-24', 1, 1, 1],
    ]);
    expect(totals[0]!.leads.tel).toBe(1);
    expect(totals[1]!.leads.form).toBe(1);
  });

  it('rank pages, sources and campaigns by views', () => {
    expect(topValues(rows, 'path')).toEqual([
      { value: '/', count: 2 },
      { value: '/about/', count: 1 },
      { value: '/contact/', count: 1 },
    ]);
    expect(topValues(rows, 'source')).toEqual([
      { value: 'direct', count: 2 },
      { value: 'google.com', count: 2 },
    ]);
    expect(topValues(rows, 'campaign')).toEqual([{ value: 'winter', count: 1 }]);
  });
});
