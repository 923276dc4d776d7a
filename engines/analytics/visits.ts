/**
 * The owner's own count of visits and leads (issue 17): no cookies, no IP address or user agent kept. A
 * visitor is recognised within one day only, by a hash of (daily salt, address, user agent); the salt is
 * random, lives in memory, and is replaced at midnight (Asia/Jerusalem), so yesterday's hashes cannot be
 * linked to today's or reversed.
 */

export const leadKinds = ['tel', 'mailto', 'whatsapp', 'chat', 'form'] as const;
export type LeadKind = (typeof leadKinds)[number];

export const leadKindLabels: Record<LeadKind, string> = {
  tel: 'טלפון',
  mailto: 'דוא"ל',
  whatsapp: 'וואטסאפ',
  chat: 'צ׳אט',
  form: 'טופס',
};

/** Raw events are kept this long; daily totals for good. */
export const rawRetentionDays = 90;

// Crawlers, monitors, previews and headless browsers (Lighthouse among them) are not visitors.
const botPattern =
  /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link|whatsapp|telegram|preview|monitor|uptime|pingdom|lighthouse|headless|phantom|python-requests|curl|wget|httpclient|java\/|go-http|node-fetch|axios|undici/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || userAgent.length < 20 || botPattern.test(userAgent);
}

/** The calendar day in Israel (YYYY-MM-DD) of a moment. */
export function israelDay(at: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jerusalem',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));
  return parts;
}

/** Where a visit came from: utm_source if given, else the referrer's host without www, else "direct". */
export function visitSource(referrer: string, utmSource: string, siteHost: string): string {
  const utm = utmSource.trim().toLowerCase().slice(0, 60);
  if (utm && !/@/.test(utm)) return utm;
  let host = '';
  try {
    host = new URL(referrer).hostname.replace(/^www\./, '');
  } catch {
    return 'direct';
  }
  return !host || host === siteHost.replace(/^www\./, '') ? 'direct' : host.slice(0, 100);
}

export interface VisitEventRow {
  day: string;
  kind: 'view' | 'lead';
  leadKind?: LeadKind | null;
  path: string;
  source: string;
  campaign?: string | null;
  visitor: string;
}

export interface DayTotals {
  day: string;
  views: number;
  visitors: number;
  leads: Record<LeadKind, number>;
}

const noLeads = (): Record<LeadKind, number> => ({ tel: 0, mailto: 0, whatsapp: 0, chat: 0, form: 0 });

/** Each day's views, distinct visitors and leads by kind, oldest first. */
export function dailyTotals(rows: readonly VisitEventRow[]): DayTotals[] {
  const days = new Map<string, { views: number; visitors: Set<string>; leads: Record<LeadKind, number> }>();
  for (const row of rows) {
    let day = days.get(row.day);
    if (!day) days.set(row.day, (day = { views: 0, visitors: new Set(), leads: noLeads() }));
    day.visitors.add(row.visitor);
    if (row.kind === 'view') day.views += 1;
    else if (row.leadKind) day.leads[row.leadKind] += 1;
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, t]) => ({ day, views: t.views, visitors: t.visitors.size, leads: t.leads }));
}

/** The most frequent values of a field among the rows (views only for pages and sources), with counts. */
export function topValues(
  rows: readonly VisitEventRow[],
  field: 'path' | 'source' | 'campaign',
  limit = 10,
): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.kind !== 'view') continue;
    const value = row[field];
    if (!value) continue;
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, limit);
}

export const totalLeads = (t: Pick<DayTotals, 'leads'>): number =>
  leadKinds.reduce((sum, kind) => sum + t.leads[kind], 0);
