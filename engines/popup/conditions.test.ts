import { describe, expect, it } from 'vitest';
import {
  browserFromUserAgent,
  checkBrowsers,
  checkDevices,
  checkLoggedIn,
  checkPageViews,
  checkSchedule,
  checkSessions,
  checkSources,
  checkTimes,
  checkUrl,
  classifyReferrer,
  deviceFromViewportWidth,
  evaluateTiming,
  type TimingSettings,
  type Verdict,
  type VisitorEnv,
} from './conditions';
import { parseWallClock } from './wall-clock';
import { describeReason } from './reasons';
import { checkUrlPattern, screenedMatch } from './url-pattern';

/** A verdict with its reason in the explainer's words. */
const said = (v: Verdict) => ({ ...v, reason: describeReason(v.reason) });

const page = 'https://arig.co.il/blog/post';

const timingOff: TimingSettings = {
  times: false,
  times_times: 1,
  times_period: 'day',
  times_count: 'open',
  sources: false,
  sources_sources: ['internal', 'external', 'search'],
  url: false,
  url_url: '',
  url_action: 'show',
  logged_in: false,
  logged_in_users: 'all',
  logged_in_roles: [],
  devices: false,
  devices_devices: ['desktop', 'tablet', 'mobile'],
  browsers: false,
  browsers_browsers: 'all',
  browsers_options: [],
  page_views: false,
  page_views_views: 3,
  sessions: false,
  sessions_sessions: 2,
  schedule: false,
  schedule_timezone: 'site',
  schedule_start: null,
  schedule_end: null,
};

const visitor = (overrides: Partial<VisitorEnv> = {}): VisitorEnv => ({
  now: () => Date.UTC(2026, 0, 15, 10, 0),
  referrer: '',
  url: page,
  loggedIn: false,
  roles: [],
  device: 'desktop',
  browser: 'chrome',
  siteUtcOffsetMinutes: 120,
  matchPattern: screenedMatch,
  visitorUtcOffsetMinutes: -300,
  ...overrides,
});

describe('referrer classes', () => {
  it.each([
    ['https://arig.co.il/about', 'internal'],
    ['https://www.arig.co.il/about', 'internal'],
    ['https://www.google.co.il/search?q=x', 'search'],
    ['https://www.google.com/', 'search'],
    ['https://www.bing.com/search', 'search'],
    ['https://search.yahoo.com/', 'search'],
    ['https://duckduckgo.com/', 'search'],
    ['https://yandex.ru/', 'search'],
    ['https://www.baidu.com/', 'search'],
    ['https://www.ecosia.org/', 'search'],
    ['https://search.brave.com/', 'search'],
    ['https://facebook.com/post', 'external'],
    ['https://google.example.com/', 'external'],
    ['https://ask.mysite.com/', 'external'],
    ['https://notgoogle.com/', 'external'],
    ['', 'direct'],
    ['not a url', 'direct'],
  ] as const)('%s is %s', (referrer, expected) => {
    expect(classifyReferrer(referrer, page)).toBe(expected);
  });
});

describe('sources', () => {
  it('always passes when all three are selected, even for a direct visit', () => {
    expect(checkSources(['search', 'internal', 'external'], '', page).passed).toBe(true);
  });

  it('needs the referrer class among the selected ones', () => {
    expect(said(checkSources(['search'], 'https://www.google.com/', page))).toEqual({
      passed: true,
      reason: 'מקור ההגעה: מנוע חיפוש — נבחר',
    });
    expect(checkSources(['search'], 'https://facebook.com/', page).passed).toBe(false);
    expect(checkSources(['external'], 'https://www.google.com/', page).passed).toBe(false);
    expect(checkSources(['internal'], 'https://arig.co.il/', page).passed).toBe(true);
  });

  it('fails a direct visit unless every source is selected', () => {
    expect(said(checkSources(['internal', 'external'], '', page))).toEqual({
      passed: false,
      reason: 'מקור ההגעה: כניסה ישירה, בלי דף מפנה — לא נבחר',
    });
  });
});

describe('url', () => {
  const from = 'https://facebook.com/groups/textile?ref=1';

  it('show passes when the referrer contains the text', () => {
    expect(checkUrl('show', 'facebook.com', from, screenedMatch).passed).toBe(true);
    expect(checkUrl('show', 'instagram.com', from, screenedMatch).passed).toBe(false);
  });

  it('hide inverts the substring match', () => {
    expect(said(checkUrl('hide', 'facebook.com', from, screenedMatch))).toEqual({
      passed: false,
      reason: 'כתובת המפנה מכילה "facebook.com", ולכן החלון מוסתר',
    });
    expect(checkUrl('hide', 'instagram.com', from, screenedMatch).passed).toBe(true);
  });

  it('regex matches by regular expression', () => {
    expect(checkUrl('regex', '^https://(www\\.)?facebook\\.com/groups/', from, screenedMatch).passed).toBe(true);
    expect(checkUrl('regex', '^https://instagram\\.com', from, screenedMatch).passed).toBe(false);
  });

  it('fails, without throwing, on an invalid expression', () => {
    const result = checkUrl('regex', '([a-', from, screenedMatch);
    expect(result.passed).toBe(false);
    expect(said(result).reason).toContain('אינו תקין');
  });

  it('fails, without hanging, on a catastrophic-backtracking expression', () => {
    const hostile = `https://x.com/${'a'.repeat(20000)}!`;
    for (const pattern of ['(a+)+$', '(a|a)*$', '(.*)*$', '(\\w+)*!$']) {
      // Screening first: should it ever regress, the test fails here instead of hanging on the match.
      expect(checkUrlPattern(pattern).ok).toBe(false);
      const result = checkUrl('regex', pattern, hostile, screenedMatch);
      expect(result.passed).toBe(false);
      expect(said(result).reason).toContain('להיתקע');
    }
  });

  it('fails on an over-long expression', () => {
    expect(checkUrl('regex', 'a'.repeat(301), 'a'.repeat(400), screenedMatch).passed).toBe(false);
  });
});

describe('logged in', () => {
  it('always passes for anonymous visitors', () => {
    expect(checkLoggedIn('all', [], { loggedIn: false, roles: ['administrator'] }).passed).toBe(true);
  });

  it('fails for every logged-in user when users is all', () => {
    expect(checkLoggedIn('all', [], { loggedIn: true, roles: [] }).passed).toBe(false);
  });

  it('with custom roles, fails only for holders of a listed role', () => {
    expect(said(checkLoggedIn('custom', ['editor'], { loggedIn: true, roles: ['author', 'editor'] }))).toEqual({
      passed: false,
      reason: 'החלון מוסתר מבעלי התפקיד editor',
    });
    expect(checkLoggedIn('custom', ['editor'], { loggedIn: true, roles: ['author'] }).passed).toBe(true);
  });
});

describe('devices and browsers', () => {
  it('needs the current device in the list', () => {
    expect(checkDevices(['desktop', 'tablet'], 'tablet').passed).toBe(true);
    expect(said(checkDevices(['desktop'], 'mobile'))).toEqual({ passed: false, reason: 'המכשיר: נייד — לא נבחר' });
  });

  it('passes every browser on all, else only listed ones', () => {
    expect(checkBrowsers('all', [], 'other').passed).toBe(true);
    expect(checkBrowsers('custom', ['firefox', 'safari'], 'safari').passed).toBe(true);
    expect(checkBrowsers('custom', ['firefox'], 'chrome').passed).toBe(false);
    expect(checkBrowsers('custom', ['firefox'], 'other').passed).toBe(false);
  });

  it.each([
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36', 'chrome'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0', 'edge'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 OPR/115.0', 'opera'],
    ['Mozilla/5.0 (Linux; Android 14) SamsungBrowser/26.0 Chrome/122.0 Mobile Safari/537.36', 'samsung'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'firefox'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) AppleWebKit/605.1.15 CriOS/130.0 Mobile Safari/604.1', 'chrome'],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15', 'safari'],
    ['curl/8.0', 'other'],
  ] as const)('reads %s as %s', (userAgent, expected) => {
    expect(browserFromUserAgent(userAgent)).toBe(expected);
  });

  it('classes devices on the site breakpoints', () => {
    expect(deviceFromViewportWidth(767)).toBe('mobile');
    expect(deviceFromViewportWidth(768)).toBe('tablet');
    expect(deviceFromViewportWidth(1024)).toBe('tablet');
    expect(deviceFromViewportWidth(1025)).toBe('desktop');
  });
});

describe('page views, sessions and times', () => {
  it('page views and sessions need at least the configured count', () => {
    expect(checkPageViews(3, 2).passed).toBe(false);
    expect(said(checkPageViews(3, 3))).toEqual({ passed: true, reason: 'נספרו 3 צפיות בדפים; נדרשות לפחות 3' });
    expect(checkSessions(2, 1).passed).toBe(false);
    expect(checkSessions(2, 2).passed).toBe(true);
  });

  it('times passes while the popup was shown fewer times than allowed', () => {
    expect(checkTimes(2, 1, 'week').passed).toBe(true);
    expect(said(checkTimes(2, 2, 'week'))).toEqual({ passed: false, reason: 'הוצג 2 מתוך 2 פעמים בתקופה של שבוע' });
    expect(said(checkTimes(1, 1, 'session')).reason).toContain('בביקור הנוכחי');
  });
});

describe('schedule', () => {
  // 10:00 UTC is 12:00 on the site (UTC+2) and 05:00 for the visitor (UTC-5).
  const at = visitor();
  // Bounds as the server works them out from the editor's dates (settings.ts withScheduleBounds).
  const schedule = (start: string, end: string, timezone: 'site' | 'visitor' = 'site') =>
    checkSchedule(
      { schedule_timezone: timezone, schedule_start: parseWallClock(start), schedule_end: parseWallClock(end, true) },
      at,
    );

  it('passes between start and end on the site clock', () => {
    expect(said(schedule('2026-01-15 11:59', '2026-01-15 12:01'))).toEqual({
      passed: true,
      reason: 'לפי שעון האתר השעה 2026-01-15 12:00, בתוך חלון התזמון',
    });
    expect(schedule('2026-01-15 12:01', '').passed).toBe(false);
    expect(schedule('', '2026-01-15 11:59').passed).toBe(false);
  });

  it('includes both ends', () => {
    expect(schedule('2026-01-15 12:00', '2026-01-15 12:00').passed).toBe(true);
  });

  it('uses the visitor clock when the timezone is not site', () => {
    expect(schedule('2026-01-15 04:59', '2026-01-15 05:01', 'visitor').passed).toBe(true);
    expect(schedule('2026-01-15 11:59', '2026-01-15 12:01', 'visitor').passed).toBe(false);
  });

  it('reads a date-only end as the whole of that day', () => {
    expect(schedule('2026-01-01', '2026-01-15').passed).toBe(true);
    expect(schedule('2026-01-01', '2026-01-14').passed).toBe(false);
    expect(said(schedule('2026-01-16', '')).reason).toContain('לפני תחילת התזמון');
    expect(said(schedule('', '2026-01-14')).reason).toContain('אחרי סוף התזמון');
  });

  it('passes with no dates (a date that does not exist is refused when the popup is saved)', () => {
    expect(schedule('', '').passed).toBe(true);
    expect(parseWallClock('2026-02-30')).toBeNull();
  });

  it('parses wall-clock dates strictly', () => {
    expect(parseWallClock('2026-01-15 12:30')).toBe(Date.UTC(2026, 0, 15, 12, 30));
    expect(parseWallClock('2026-01-15T12:30:15')).toBe(Date.UTC(2026, 0, 15, 12, 30, 15));
    expect(parseWallClock('2026-01-15', true)).toBe(Date.UTC(2026, 0, 16) - 1);
    expect(parseWallClock('2026-01-15 12:30', true)).toBe(Date.UTC(2026, 0, 15, 12, 30));
    expect(parseWallClock('2026-13-01')).toBeNull();
    expect(parseWallClock('2026-01-15 25:00')).toBeNull();
    expect(parseWallClock('2026-01-15 12:30:75')).toBeNull();
    expect(parseWallClock('15/01/2026')).toBeNull();
  });
});

describe('evaluating every enabled condition', () => {
  const counts = { pageViews: 1, sessions: 1, timesShown: 0 };

  it('lists nothing when no condition is enabled', () => {
    expect(evaluateTiming(timingOff, visitor(), counts)).toEqual([]);
  });

  it('lists only enabled conditions, in order, each with its verdict', () => {
    const settings: TimingSettings = {
      ...timingOff,
      sources: true,
      sources_sources: ['search'],
      devices: true,
      devices_devices: ['desktop'],
      page_views: true,
      page_views_views: 2,
      times: true,
      times_times: 1,
    };
    const results = evaluateTiming(settings, visitor({ referrer: 'https://www.google.com/' }), counts);
    expect(results.map((r) => [r.name, r.passed])).toEqual([
      ['sources', true],
      ['devices', true],
      ['page_views', false],
      ['times', true],
    ]);
  });

  it('evaluates every condition kind when all are on', () => {
    const settings: TimingSettings = {
      ...timingOff,
      times: true,
      sources: true,
      url: true,
      url_url: 'google',
      logged_in: true,
      devices: true,
      browsers: true,
      page_views: true,
      sessions: true,
      schedule: true,
    };
    const env = visitor({ referrer: 'https://www.google.com/', loggedIn: true });
    const results = evaluateTiming(settings, env, { pageViews: 5, sessions: 5, timesShown: 0 });
    expect(results.map((r) => r.name)).toEqual([
      'sources',
      'url',
      'logged_in',
      'devices',
      'browsers',
      'page_views',
      'sessions',
      'schedule',
      'times',
    ]);
    expect(results.filter((r) => !r.passed).map((r) => r.name)).toEqual(['logged_in']);
  });

  it('re-exports the pattern validator the studio reuses', () => {
    expect(checkUrlPattern('(a+)+').ok).toBe(false);
  });
});
