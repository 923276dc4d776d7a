import type { Reason } from './reasons';
import type { PatternMatcher } from './url-pattern';

/** Popup timing conditions (spec §5) as pure functions of a popup's settings and the visitor. */

export const popupSources = ['internal', 'external', 'search'] as const;
export type PopupSource = (typeof popupSources)[number];
export const popupDevices = ['desktop', 'tablet', 'mobile'] as const;
export type PopupDevice = (typeof popupDevices)[number];
export const popupBrowsers = ['chrome', 'firefox', 'safari', 'edge', 'opera', 'samsung'] as const;
export type PopupBrowser = (typeof popupBrowsers)[number];
export const timesPeriods = ['day', 'week', 'month', 'session'] as const;
export type TimesPeriod = (typeof timesPeriods)[number];
export const urlActions = ['show', 'hide', 'regex'] as const;
export type UrlAction = (typeof urlActions)[number];

/** Hosts whose referrals count as "search": the engine's name followed by a country or generic suffix. */
export const searchEngines = [
  'google',
  'bing',
  'yahoo',
  'duckduckgo',
  'yandex',
  'baidu',
  'ecosia',
  'ask',
  'aol',
  'startpage',
  'qwant',
  'brave',
  'naver',
  'seznam',
] as const;
const searchHost = new RegExp(`(^|\\.)(${searchEngines.join('|')})\\.[a-z]{2,3}(\\.[a-z]{2})?$`);

export interface TimingSettings {
  times: boolean;
  times_times: number;
  times_period: TimesPeriod;
  times_count: 'open' | 'close';
  sources: boolean;
  sources_sources: PopupSource[];
  url: boolean;
  url_url: string;
  url_action: UrlAction;
  logged_in: boolean;
  logged_in_users: 'all' | 'custom';
  logged_in_roles: string[];
  devices: boolean;
  devices_devices: PopupDevice[];
  browsers: boolean;
  browsers_browsers: 'all' | 'custom';
  browsers_options: PopupBrowser[];
  page_views: boolean;
  page_views_views: number;
  sessions: boolean;
  sessions_sessions: number;
  schedule: boolean;
  schedule_timezone: 'site' | 'visitor';
  /**
   * The schedule's bounds as wall-clock milliseconds on a UTC scale (null: open), worked out on the
   * server from the editor's dates (settings.ts `withScheduleBounds`), so the browser parses no dates.
   */
  schedule_start: number | null;
  schedule_end: number | null;
}

export interface VisitorEnv {
  now(): number;
  /** document.referrer: the URL conditions match against it ("arriving from a specific URL"). */
  referrer: string;
  /** The current page's URL, whose host makes a referrer internal. */
  url: string;
  loggedIn: boolean;
  roles: readonly string[];
  device: PopupDevice;
  browser: PopupBrowser | 'other';
  /** Minutes east of UTC: the site's, passed in by the server, and the visitor's own. */
  siteUtcOffsetMinutes: number;
  visitorUtcOffsetMinutes: number;
  /** How a `regex` URL condition is tested (url-pattern.ts: screened on the server, compiled in the browser). */
  matchPattern: PatternMatcher;
}

/** Stored counts as of this page view. */
export interface VisitCounts {
  pageViews: number;
  sessions: number;
  timesShown: number;
}

export type ConditionName =
  'sources' | 'url' | 'logged_in' | 'devices' | 'browsers' | 'page_views' | 'sessions' | 'schedule' | 'times';

export interface Verdict {
  passed: boolean;
  /** Why, as a code and values; reasons.ts words it for the editors' explainer. */
  reason: Reason;
}
export interface ConditionResult extends Verdict {
  name: ConditionName;
}

const verdict = (passed: boolean, ...reason: Reason): Verdict => ({ passed, reason });

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** Internal when the referrer shares the page's host, search for a major engine, external otherwise. */
export function classifyReferrer(referrer: string, pageUrl: string): PopupSource | 'direct' {
  const from = hostOf(referrer);
  if (from === null || from === '') return 'direct';
  if (from === hostOf(pageUrl)) return 'internal';
  return searchHost.test(from) ? 'search' : 'external';
}

export function checkSources(selected: readonly PopupSource[], referrer: string, pageUrl: string): Verdict {
  if (popupSources.every((source) => selected.includes(source))) return verdict(true, 'all-sources');
  const source = classifyReferrer(referrer, pageUrl);
  const passed = source !== 'direct' && selected.includes(source);
  return verdict(passed, 'source', source, passed);
}

/** `show` needs the text in the referrer, `hide` needs it absent, `regex` needs a match. */
export function checkUrl(action: UrlAction, pattern: string, referrer: string, match: PatternMatcher): Verdict {
  if (action === 'regex') {
    const matched = match(pattern, referrer);
    if (typeof matched !== 'boolean') return verdict(false, 'pattern-refused', matched.refused);
    return verdict(matched, 'pattern-match', matched);
  }
  const contains = referrer.includes(pattern);
  const passed = action === 'hide' ? !contains : contains;
  return verdict(passed, 'referrer-text', pattern, contains, action === 'hide' && !passed);
}

export function checkLoggedIn(
  users: 'all' | 'custom',
  hiddenRoles: readonly string[],
  visitor: Pick<VisitorEnv, 'loggedIn' | 'roles'>,
): Verdict {
  if (!visitor.loggedIn) return verdict(true, 'anonymous');
  if (users === 'all') return verdict(false, 'hidden-from-users');
  const hidden = visitor.roles.find((role) => hiddenRoles.includes(role));
  return hidden === undefined ? verdict(true, 'role-allowed') : verdict(false, 'role-hidden', hidden);
}

export function checkDevices(devices: readonly PopupDevice[], device: PopupDevice): Verdict {
  const passed = devices.includes(device);
  return verdict(passed, 'device', device, passed);
}

export function checkBrowsers(
  mode: 'all' | 'custom',
  options: readonly PopupBrowser[],
  browser: PopupBrowser | 'other',
): Verdict {
  if (mode === 'all') return verdict(true, 'all-browsers');
  const passed = browser !== 'other' && options.includes(browser);
  return verdict(passed, 'browser', browser, passed);
}

export function checkPageViews(required: number, counted: number): Verdict {
  return verdict(counted >= required, 'page-views', counted, required);
}

export function checkSessions(required: number, counted: number): Verdict {
  return verdict(counted >= required, 'sessions', counted, required);
}

export function checkTimes(limit: number, shown: number, period: TimesPeriod): Verdict {
  return verdict(shown < limit, 'times', shown, limit, period);
}

export function checkSchedule(
  settings: Pick<TimingSettings, 'schedule_timezone' | 'schedule_start' | 'schedule_end'>,
  visitor: Pick<VisitorEnv, 'now' | 'siteUtcOffsetMinutes' | 'visitorUtcOffsetMinutes'>,
): Verdict {
  const site = settings.schedule_timezone === 'site';
  const wall = visitor.now() + (site ? visitor.siteUtcOffsetMinutes : visitor.visitorUtcOffsetMinutes) * 60_000;
  const { schedule_start: start, schedule_end: end } = settings;
  if (start !== null && wall < start) return verdict(false, 'schedule', site, wall, 'before', start);
  if (end !== null && wall > end) return verdict(false, 'schedule', site, wall, 'after', end);
  return verdict(true, 'schedule', site, wall, 'within');
}

/** Every enabled condition, in the order the editor sees them. */
export function evaluateTiming(settings: TimingSettings, visitor: VisitorEnv, counts: VisitCounts): ConditionResult[] {
  const checks: [ConditionName, boolean, () => Verdict][] = [
    ['sources', settings.sources, () => checkSources(settings.sources_sources, visitor.referrer, visitor.url)],
    [
      'url',
      settings.url,
      () => checkUrl(settings.url_action, settings.url_url, visitor.referrer, visitor.matchPattern),
    ],
    ['logged_in', settings.logged_in, () => checkLoggedIn(settings.logged_in_users, settings.logged_in_roles, visitor)],
    ['devices', settings.devices, () => checkDevices(settings.devices_devices, visitor.device)],
    [
      'browsers',
      settings.browsers,
      () => checkBrowsers(settings.browsers_browsers, settings.browsers_options, visitor.browser),
    ],
    ['page_views', settings.page_views, () => checkPageViews(settings.page_views_views, counts.pageViews)],
    ['sessions', settings.sessions, () => checkSessions(settings.sessions_sessions, counts.sessions)],
    ['schedule', settings.schedule, () => checkSchedule(settings, visitor)],
    ['times', settings.times, () => checkTimes(settings.times_times, counts.timesShown, settings.times_period)],
  ];
  return checks.filter(([, enabled]) => enabled).map(([name, , check]) => ({ name, ...check() }));
}

/** The browser name the browsers condition compares, read from a user-agent string. */
export function browserFromUserAgent(userAgent: string): PopupBrowser | 'other' {
  const rules: [RegExp, PopupBrowser][] = [
    [/Edg(e|A|iOS)?\//, 'edge'],
    [/OPR\/|Opera/, 'opera'],
    [/SamsungBrowser\//, 'samsung'],
    [/Firefox\/|FxiOS\//, 'firefox'],
    [/Chrome\/|CriOS\//, 'chrome'],
    [/Safari\//, 'safari'],
  ];
  return rules.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'other';
}

/** The device class by viewport width, on the site's breakpoints (mobile ≤ 767, tablet ≤ 1024). */
export function deviceFromViewportWidth(width: number): PopupDevice {
  if (width <= 767) return 'mobile';
  return width <= 1024 ? 'tablet' : 'desktop';
}
