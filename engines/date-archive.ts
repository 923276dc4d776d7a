/**
 * WordPress's date archives, /{yyyy}/ and /{yyyy}/{mm}/: which segments name one, and which posts fall
 * in it. Dates are the site's (Asia/Jerusalem), as the articles show them.
 */
export interface DatePeriod {
  year: number;
  /** 1–12, or null for the whole year. */
  month: number | null;
}

const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem', year: 'numeric', month: '2-digit' });
const monthTitle = new Intl.DateTimeFormat('he-IL', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** ["2025"] or ["2025", "03"] → the period; anything else (a slug, month 13, year 0999) → null. */
export function parseDatePeriod(segments: readonly string[]): DatePeriod | null {
  const [year, month, ...rest] = segments;
  if (rest.length > 0 || !year || !/^(19|20|21)\d{2}$/.test(year)) return null;
  if (month === undefined) return { year: Number(year), month: null };
  return /^(0[1-9]|1[0-2])$/.test(month) ? { year: Number(year), month: Number(month) } : null;
}

/** The site-calendar month an ISO instant falls in; null for no date or a bad one. */
export function monthOf(iso: string | null): { year: number; month: number } | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const got = Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]));
  return { year: Number(got.year), month: Number(got.month) };
}

/** Whether an ISO instant falls in the period, by the site's calendar. */
export function inPeriod(iso: string | null, period: DatePeriod): boolean {
  const got = monthOf(iso);
  return got !== null && got.year === period.year && (period.month === null || got.month === period.month);
}

/** "מרץ 2025", or "2025" for a year. */
export function periodTitle(period: DatePeriod): string {
  return period.month === null
    ? String(period.year)
    : monthTitle.format(new Date(Date.UTC(period.year, period.month - 1, 15)));
}

/** The archive's address: /2025/ or /2025/03/. */
export function periodUrl(period: DatePeriod): string {
  return period.month === null ? `/${period.year}/` : `/${period.year}/${String(period.month).padStart(2, '0')}/`;
}
