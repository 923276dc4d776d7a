import { describe, expect, it } from 'vitest';
import { popupKeys } from './counters';
import { checkUrlPattern } from './url-pattern';
import { parseWallClock } from './wall-clock';
import { day, load, newBrowser, popup, started } from './machine-harness';
import { memoryStorage } from '../testing/memory-storage';

/** What lets a popup show: timing conditions, counters per period, do not show again, avoid multiple, stop after conversion. */
describe('timing conditions gate the triggers', () => {
  it('arms nothing when a condition fails at start, and says why', () => {
    const { listeners, liveTimers, advance, opened, explainOf, condition } = started(
      [popup('p', { page_load: true, click: true, devices: true, devices_devices: ['mobile'] })],
      {},
    );
    expect(listeners()).toBe(0);
    expect(liveTimers()).toBe(0);
    advance(10_000);
    expect(opened()).toEqual([]);
    const explained = explainOf('p');
    expect(explained.status).toBe('blocked');
    expect(explained.summary).toBe('לא יוצג בדף הזה. תנאים שלא התקיימו: מכשירים');
    expect(condition('p', 'devices')).toEqual({
      name: 'devices',
      label: 'מכשירים',
      status: 'failed',
      reason: 'המכשיר: מחשב — לא נבחר',
    });
    expect(explained.triggers.map((t) => [t.status, t.reason])).toEqual([
      ['unarmed', 'לא הופעל: תנאי לא התקיים'],
      ['unarmed', 'לא הופעל: תנאי לא התקיים'],
    ]);
  });

  it('shows when every condition passes', () => {
    const { advance, opened, explainOf } = started(
      [
        popup('p', {
          page_load: true,
          sources: true,
          sources_sources: ['search'],
          logged_in: true,
          browsers: true,
          browsers_browsers: 'custom',
          browsers_options: ['chrome'],
          schedule: true,
          schedule_start: parseWallClock('2026-01-15 11:00'),
          schedule_end: parseWallClock('2026-01-15 13:00'),
        }),
      ],
      { visitor: { referrer: 'https://www.google.co.il/' } },
    );
    expect(explainOf('p').conditions.every((c) => c.status === 'passed')).toBe(true);
    advance(0);
    expect(opened()).toEqual(['p']);
  });

  it('hides from logged-in users only when they are logged in', () => {
    const settings = { page_load: true, logged_in: true };
    const anonymous = started([popup('p', settings)]);
    anonymous.advance(0);
    expect(anonymous.opened()).toEqual(['p']);
    const member = started([popup('p', settings)], { visitor: { loggedIn: true, roles: ['subscriber'] } });
    member.advance(0);
    expect(member.opened()).toEqual([]);
  });

  it('fails, without throwing, on a hostile URL expression', () => {
    const referrer = `https://x.com/${'a'.repeat(30_000)}!`;
    // Screening first: should it ever regress, the test fails here instead of hanging on the match.
    expect(checkUrlPattern('(a+)+$').ok).toBe(false);
    const load = () =>
      started([popup('p', { page_load: true, url: true, url_action: 'regex', url_url: '(a+)+$' })], {
        visitor: { referrer },
      });
    expect(load).not.toThrow();
    const { advance, opened, condition } = load();
    advance(0);
    expect(opened()).toEqual([]);
    expect(condition('p', 'url')?.status).toBe('failed');
    expect(condition('p', 'url')?.reason).toContain('הביטוי נפסל');
  });

  it('fails on an invalid URL expression', () => {
    const { advance, opened } = started(
      [popup('p', { page_load: true, url: true, url_action: 'regex', url_url: '(' })],
      {
        visitor: { referrer: 'https://x.com/(' },
      },
    );
    advance(0);
    expect(opened()).toEqual([]);
  });

  it('matches the referrer by substring, hide inverting', () => {
    const visitor = { referrer: 'https://facebook.com/groups/1' };
    const show = started([popup('p', { page_load: true, url: true, url_url: 'facebook' })], { visitor });
    const hide = started([popup('p', { page_load: true, url: true, url_url: 'facebook', url_action: 'hide' })], {
      visitor,
    });
    show.advance(0);
    hide.advance(0);
    expect(show.opened()).toEqual(['p']);
    expect(hide.opened()).toEqual([]);
  });

  it('uses the site clock for the schedule when the timezone is site', () => {
    // 10:00 UTC: 12:00 on the site (UTC+2), 07:00 for a visitor at UTC-3.
    const settings = {
      page_load: true,
      schedule: true,
      schedule_start: parseWallClock('2026-01-15 11:30'),
      schedule_end: parseWallClock('2026-01-15 12:30'),
    };
    const visitor = { visitorUtcOffsetMinutes: -180 };
    const site = started([popup('p', { ...settings, schedule_timezone: 'site' })], { visitor });
    const local = started([popup('p', { ...settings, schedule_timezone: 'visitor' })], { visitor });
    site.advance(0);
    local.advance(0);
    expect(site.opened()).toEqual(['p']);
    expect(local.opened()).toEqual([]);
  });
});

describe('page views and sessions since first seen', () => {
  it('shows from the page_views_views-th page view on', () => {
    const browser = newBrowser();
    const views = [1, 2, 3].map(() => {
      const page = started([popup('p', { page_load: true, page_views: true, page_views_views: 3 })], { browser });
      page.advance(0);
      return page.opened().length;
    });
    expect(views).toEqual([0, 0, 1]);
  });

  it('shows from the sessions_sessions-th session on', () => {
    const browser = newBrowser();
    const visit = () => {
      const page = started([popup('p', { page_load: true, sessions: true, sessions_sessions: 2 })], { browser });
      page.advance(0);
      return page.opened().length;
    };
    expect(visit()).toBe(0);
    expect(visit()).toBe(0);
    browser.session = memoryStorage();
    expect(visit()).toBe(1);
  });

  it('writes no visit counts when no popup asks for them', () => {
    const browser = newBrowser();
    started([popup('p', { page_load: true })], { browser }).advance(0);
    expect(browser.local.data.has(popupKeys.pageViews)).toBe(false);
    expect(browser.session.data.size).toBe(0);
  });

  it('counts a page view once however often start is called', () => {
    const browser = newBrowser();
    const page = load([popup('p', { page_views: true })], { browser });
    page.engine.start();
    page.engine.start();
    expect(JSON.parse(browser.local.data.get(popupKeys.pageViews) ?? '{}').v).toBe(1);
  });
});

describe('times counter', () => {
  const daily = { page_load: true, page_load_delay: 5, times: true, times_times: 1, times_period: 'day' } as const;

  it('caps a popup at once a day across reloads, and shows it again a day later', () => {
    const browser = newBrowser();
    const first = started([popup('news', daily)], { browser });
    first.advance(5000);
    expect(first.opened()).toEqual(['news']);
    browser.now += day - 10_000;
    const again = started([popup('news', daily)], { browser });
    again.advance(5000);
    expect(again.opened()).toEqual([]);
    expect(again.condition('news', 'times')?.reason).toBe('הוצג 1 מתוך 1 פעמים בתקופה של יום');
    browser.now += 5000;
    const nextDay = started([popup('news', daily)], { browser });
    nextDay.advance(5000);
    expect(nextDay.opened()).toEqual(['news']);
  });

  it('allows times_times shows per week', () => {
    const browser = newBrowser();
    const weekly = { ...daily, times_times: 2, times_period: 'week' } as const;
    const shows = [1, 2, 3].map(() => {
      const page = started([popup('p', weekly)], { browser });
      page.advance(5000);
      return page.opened().length;
    });
    expect(shows).toEqual([1, 1, 0]);
    browser.now += 7 * day;
    const later = started([popup('p', weekly)], { browser });
    later.advance(5000);
    expect(later.opened()).toEqual(['p']);
  });

  it('resets a month after the first show', () => {
    const browser = newBrowser();
    const monthly = { ...daily, times_period: 'month' } as const;
    started([popup('p', monthly)], { browser }).advance(5000);
    browser.now += 2_628_288_000 - 10_000;
    const before = started([popup('p', monthly)], { browser });
    before.advance(5000);
    expect(before.opened()).toEqual([]);
    browser.now += 5000;
    const after = started([popup('p', monthly)], { browser });
    after.advance(5000);
    expect(after.opened()).toEqual(['p']);
  });

  it('counts per session when the period is session', () => {
    const browser = newBrowser();
    const perSession = { ...daily, times_period: 'session' } as const;
    started([popup('p', perSession)], { browser }).advance(5000);
    const sameSession = started([popup('p', perSession)], { browser });
    sameSession.advance(5000);
    expect(sameSession.opened()).toEqual([]);
    browser.session = memoryStorage();
    const newSession = started([popup('p', perSession)], { browser });
    newSession.advance(5000);
    expect(newSession.opened()).toEqual(['p']);
  });

  it('counts on close when times_count is close', () => {
    const browser = newBrowser();
    const onClose = { ...daily, times_count: 'close' } as const;
    const ignored = started([popup('p', onClose)], { browser });
    ignored.advance(5000);
    expect(ignored.opened()).toEqual(['p']);
    const closed = started([popup('p', onClose)], { browser });
    closed.advance(5000);
    expect(closed.opened()).toEqual(['p']);
    closed.engine.close('p');
    const after = started([popup('p', onClose)], { browser });
    after.advance(5000);
    expect(after.opened()).toEqual([]);
  });

  it('writes no counter for a popup without the times condition', () => {
    const browser = newBrowser();
    const page = started([popup('p', { page_load: true })], { browser });
    page.advance(0);
    page.engine.close('p');
    expect(browser.local.data.has(popupKeys.times('p'))).toBe(false);
  });
});

describe('do not show again', () => {
  it('disables the popup for later pages when closed with the setting on', () => {
    const browser = newBrowser();
    const settings = { page_load: true, do_not_show_again: true };
    const first = started([popup('p', settings)], { browser });
    first.advance(0);
    first.engine.close('p');
    const next = started([popup('p', settings)], { browser });
    next.advance(0);
    expect(next.opened()).toEqual([]);
    expect(next.condition('p', 'do_not_show_again')).toEqual({
      name: 'do_not_show_again',
      label: 'לא להציג שוב',
      status: 'failed',
      reason: 'המבקר בחר "לא להציג שוב"',
    });
  });

  it('follows an explicit choice from a close action either way', () => {
    const browser = newBrowser();
    const keep = started([popup('p', { page_load: true, do_not_show_again: true })], { browser });
    keep.advance(0);
    keep.engine.close('p', 'action', { doNotShowAgain: false });
    expect(browser.local.data.has(popupKeys.disabled('p'))).toBe(false);
    const stop = started([popup('p', { page_load: true })], { browser });
    stop.advance(0);
    stop.engine.close('p', 'action', { doNotShowAgain: true });
    expect(browser.local.data.has(popupKeys.disabled('p'))).toBe(true);
  });

  it('does not disable a popup that closed by itself', () => {
    const browser = newBrowser();
    const page = started([popup('p', { page_load: true, do_not_show_again: true, close_automatically: 3 })], {
      browser,
    });
    page.advance(0);
    page.advance(3000);
    expect(page.effects.at(-1)).toEqual({ type: 'close', id: 'p', via: 'auto' });
    expect(browser.local.data.has(popupKeys.disabled('p'))).toBe(false);
  });

  it('expires with its lifetime', () => {
    const browser = newBrowser();
    const first = started([popup('p', { page_load: true, do_not_show_again: true })], { browser });
    first.advance(0);
    first.engine.close('p');
    browser.now += 365 * day;
    const yearLater = started([popup('p', { page_load: true })], { browser });
    yearLater.advance(0);
    expect(yearLater.opened()).toEqual(['p']);
  });
});

describe('avoid multiple popups', () => {
  it('skips a later triggered popup once another has popped, and explains it', () => {
    const { advance, opened, explainOf, condition } = started([
      popup('first', { page_load: true, page_load_delay: 1 }),
      popup('later', { page_load: true, page_load_delay: 2, avoid_multiple_popups: true }),
      popup('other', { page_load: true, page_load_delay: 3 }),
    ]);
    advance(3000);
    expect(opened()).toEqual(['first', 'other']);
    expect(explainOf('later').status).toBe('skipped');
    expect(explainOf('later').summary).toBe('טריגר הופעל, אך החלון דולג. תנאים שלא התקיימו: מניעת חלונות מרובים');
    expect(condition('later', 'avoid_multiple_popups')?.reason).toBe('חלון אחר כבר הוצג בדף הזה');
  });

  it('shows the popup when nothing popped before it', () => {
    const { advance, opened } = started([popup('p', { page_load: true, avoid_multiple_popups: true })]);
    advance(0);
    expect(opened()).toEqual(['p']);
  });

  it('counts a manual open as having popped', () => {
    const { engine, advance, opened } = started([
      popup('menu'),
      popup('p', { page_load: true, page_load_delay: 1, avoid_multiple_popups: true }),
    ]);
    engine.open('menu');
    advance(1000);
    expect(opened()).toEqual(['menu']);
  });
});

describe('stop after conversion', () => {
  const settings = { page_load: true, page_load_delay: 10, click: true, stop_after_conversion: true };

  it('stops a waiting popup when the visitor converts, detaching its triggers', () => {
    const { engine, advance, opened, listeners, liveTimers, explainOf, condition } = started([popup('p', settings)]);
    engine.markConverted('form');
    expect(listeners()).toBe(0);
    expect(liveTimers()).toBe(0);
    advance(20_000);
    expect(opened()).toEqual([]);
    expect(explainOf('p').status).toBe('blocked');
    expect(explainOf('p').triggers[0]).toMatchObject({ status: 'destroyed', reason: 'בוטל: המבקר המיר' });
    expect(condition('p', 'stop_after_conversion')?.reason).toBe('המבקר כבר המיר: שליחת טופס');
  });

  it('keeps the popup away on later pages', () => {
    const browser = newBrowser();
    started([popup('x')], { browser }).engine.markConverted('chat');
    const next = started([popup('p', settings)], { browser });
    next.advance(20_000);
    expect(next.opened()).toEqual([]);
    expect(next.condition('p', 'stop_after_conversion')?.reason).toBe("המבקר כבר המיר: פתיחת צ'אט");
  });

  it('leaves popups without the option alone', () => {
    const { engine, advance, opened } = started([popup('p', { page_load: true, page_load_delay: 10 })]);
    engine.markConverted('contact');
    advance(10_000);
    expect(opened()).toEqual(['p']);
  });

  it('does not close a popup that is already open', () => {
    const { engine, advance } = started([popup('p', settings)]);
    advance(10_000);
    engine.markConverted('form');
    expect(engine.isOpen('p')).toBe(true);
  });
});
