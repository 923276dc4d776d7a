import type { ExpiringStore } from '../expiring-store';
import type { TimesPeriod } from './conditions';

/** What popups keep in the visitor's storage (spec §3 "Stored entries"), each with a lifetime. */

/** Time frames of the "show up to N times" counter (spec §9). */
export const timesPeriodSeconds = { day: 86400, week: 604800, month: 2628288 } as const;
/** Visit counts, "do not show again" and conversions are forgotten a year after they were last written. */
export const rememberSeconds = 365 * 86400;

export const popupKeys = {
  pageViews: 'popup_page_views',
  sessions: 'popup_sessions',
  activeSession: 'popup_active_session',
  conversions: 'popup_conversions',
  times: (id: string) => `popup_${id}_times`,
  disabled: (id: string) => `popup_${id}_disabled`,
};

export const conversionKinds = ['contact', 'chat', 'form'] as const;
export type ConversionKind = (typeof conversionKinds)[number];

export interface PopupStores {
  now(): number;
  /** localStorage, and sessionStorage for what lasts one visit. */
  store: ExpiringStore;
  sessionStore: ExpiringStore;
}

export interface VisitTotals {
  pageViews: number;
  sessions: number;
}

const countOf = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

export function readVisits(stores: PopupStores): VisitTotals {
  return {
    pageViews: countOf(stores.store.get(popupKeys.pageViews)),
    sessions: countOf(stores.store.get(popupKeys.sessions)),
  };
}

/** Counts this page view, and a new session when this tab has not been counted yet. */
export function recordVisit(stores: PopupStores): VisitTotals {
  const totals = readVisits(stores);
  totals.pageViews += 1;
  stores.store.set(popupKeys.pageViews, totals.pageViews, rememberSeconds);
  if (stores.sessionStore.get(popupKeys.activeSession) !== true) {
    totals.sessions += 1;
    stores.store.set(popupKeys.sessions, totals.sessions, rememberSeconds);
    stores.sessionStore.set(popupKeys.activeSession, true);
  }
  return totals;
}

interface TimesEntry {
  n: number;
  since: number;
}

function readTimesEntry(stores: PopupStores, id: string, period: TimesPeriod): TimesEntry | null {
  const store = period === 'session' ? stores.sessionStore : stores.store;
  const entry = store.get<TimesEntry>(popupKeys.times(id));
  if (entry === null || typeof entry !== 'object' || typeof entry.since !== 'number') return null;
  const n = countOf(entry.n);
  if (period === 'session') return { n, since: entry.since };
  // Checked here as well as by the entry's lifetime, so shortening the period takes effect at once.
  return stores.now() - entry.since < timesPeriodSeconds[period] * 1000 ? { n, since: entry.since } : null;
}

/** How often the popup was counted within the current time frame. */
export function readTimesShown(stores: PopupStores, id: string, period: TimesPeriod): number {
  return readTimesEntry(stores, id, period)?.n ?? 0;
}

/** The frame starts at the first count and keeps its end as later counts come in. */
export function countTimesShown(stores: PopupStores, id: string, period: TimesPeriod): void {
  const now = stores.now();
  const entry = readTimesEntry(stores, id, period) ?? { n: 0, since: now };
  const next = { n: entry.n + 1, since: entry.since };
  if (period === 'session') {
    stores.sessionStore.set(popupKeys.times(id), next);
    return;
  }
  const remainingSeconds = (entry.since + timesPeriodSeconds[period] * 1000 - now) / 1000;
  stores.store.set(popupKeys.times(id), next, remainingSeconds);
}

export function isDisabled(stores: PopupStores, id: string): boolean {
  return stores.store.get(popupKeys.disabled(id)) === true;
}

export function disablePopup(stores: PopupStores, id: string): void {
  stores.store.set(popupKeys.disabled(id), true, rememberSeconds);
}

export function readConversions(stores: Pick<PopupStores, 'store'>): ConversionKind[] {
  const stored = stores.store.get<unknown>(popupKeys.conversions);
  if (!Array.isArray(stored)) return [];
  return conversionKinds.filter((kind) => stored.includes(kind));
}

/** Callable on any page, engine or not: a contact click, a chat open or a sent form. */
export function rememberConversion(stores: Pick<PopupStores, 'store'>, kind: ConversionKind): void {
  const kinds = readConversions(stores);
  if (!kinds.includes(kind)) kinds.push(kind);
  stores.store.set(popupKeys.conversions, kinds, rememberSeconds);
}
