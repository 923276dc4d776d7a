import { describe, expect, it } from 'vitest';
import type { PopupEngineSettings } from './machine';
import { popupSettingsSchema, readPopupSettings, withScheduleBounds, type PopupSettings } from './settings';

/** The issues of a parse, as path → messages (joined by " | "), or null when it passed. */
function problems(input: Record<string, unknown>): Record<string, string> | null {
  const result = popupSettingsSchema.safeParse(input);
  if (result.success) return null;
  const byPath: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    byPath[path] = byPath[path] === undefined ? issue.message : `${byPath[path]} | ${issue.message}`;
  }
  return byPath;
}

describe('defaults', () => {
  it('fills every field of spec §3 from an empty object', () => {
    const settings: PopupSettings = popupSettingsSchema.parse({});
    expect(settings).toMatchObject({
      open_selector: '',
      avoid_multiple_popups: false,
      close_button_delay: 0,
      close_button_position: 'inside',
      classes: '',
      prevent_scroll: false,
      close_automatically: 0,
      prevent_close_on_background_click: false,
      prevent_close_on_esc_key: false,
      a11y_navigation: true,
      entrance_animation: 'fadeIn',
      entrance_animation_duration: { size: 1.2 },
      exit_animation: 'fadeIn',
      times_count: 'open',
      times_period: 'day',
      times_times: 1,
      schedule_timezone: 'site',
      schedule_start_date: '',
      schedule_end_date: '',
      schedule_server_datetime: '',
      sources_sources: ['internal', 'external', 'search'],
      devices_devices: ['desktop', 'tablet', 'mobile'],
      page_views_views: 3,
      page_load_delay: 0,
      scrolling_direction: 'down',
      scrolling_offset: 50,
      scrolling_to_selector: '',
      click_times: 1,
      inactivity_time: 30,
      exit_intent: false,
      adblock_detection_delay: 0,
      do_not_show_again: false,
      stop_after_conversion: false,
    });
  });

  it('turns every condition and trigger off by default', () => {
    const settings = popupSettingsSchema.parse({});
    const toggles = ['times', 'sources', 'url', 'logged_in', 'devices', 'browsers', 'page_views', 'sessions'] as const;
    const triggers = ['page_load', 'scrolling', 'scrolling_to', 'click', 'inactivity', 'adblock_detection'] as const;
    for (const name of [...toggles, 'schedule' as const, ...triggers]) expect(settings[name]).toBe(false);
  });

  it('produces what the engine reads, with the schedule bounds parsed on the server', () => {
    const engineSettings: PopupEngineSettings = withScheduleBounds(
      popupSettingsSchema.parse({
        page_load: true,
        schedule_start_date: '2026-01-15',
        schedule_end_date: '2026-01-16',
      }),
    );
    expect(engineSettings.page_load).toBe(true);
    expect(engineSettings.schedule_start).toBe(Date.UTC(2026, 0, 15));
    expect(engineSettings.schedule_end).toBe(Date.UTC(2026, 0, 17) - 1);
    expect(withScheduleBounds(popupSettingsSchema.parse({}))).toMatchObject({
      schedule_start: null,
      schedule_end: null,
    });
  });

  it('drops unknown fields', () => {
    expect(popupSettingsSchema.parse({ evil: '<script>' })).not.toHaveProperty('evil');
  });
});

describe('allowlists', () => {
  it.each([
    ['close_button_position', 'middle'],
    ['entrance_animation', 'explode'],
    ['exit_animation', 'javascript:alert(1)'],
    ['times_period', 'forever'],
    ['times_count', 'hover'],
    ['url_action', 'eval'],
    ['logged_in_users', 'some'],
    ['browsers_browsers', 'most'],
    ['schedule_timezone', 'mars'],
    ['scrolling_direction', 'sideways'],
  ])('refuses %s = %s', (field, value) => {
    expect(problems({ [field]: value })).toEqual({ [field]: 'יש לבחור אחת מהאפשרויות' });
  });

  it('refuses unknown or repeated list entries', () => {
    expect(problems({ sources_sources: ['search', 'social'] })).toEqual({
      'sources_sources.1': 'יש לבחור אחת מהאפשרויות',
    });
    expect(problems({ devices_devices: ['mobile', 'mobile'] })).toEqual({ devices_devices: 'ערך חוזר ברשימה' });
    expect(problems({ browsers_options: ['netscape'] })).toEqual({ 'browsers_options.0': 'יש לבחור אחת מהאפשרויות' });
    expect(problems({ logged_in_roles: ['Admin<'] })).toEqual({ 'logged_in_roles.0': 'שם תפקיד לא תקין' });
  });

  it('accepts every listed value', () => {
    expect(
      problems({
        close_button_position: 'outside',
        entrance_animation: 'slideInRight',
        exit_animation: 'none',
        times_period: 'session',
        times_count: 'close',
        url_action: 'hide',
        browsers_options: ['chrome', 'firefox', 'safari', 'edge', 'opera', 'samsung'],
        schedule_timezone: 'visitor',
        scrolling_direction: 'up',
      }),
    ).toBeNull();
  });
});

describe('numbers and text', () => {
  it('keeps numbers in range, with Hebrew messages', () => {
    expect(problems({ page_load_delay: -1 })).toEqual({ page_load_delay: 'הערך לא יכול להיות שלילי' });
    expect(problems({ scrolling_offset: 101 })).toEqual({ scrolling_offset: 'הערך המרבי הוא 100' });
    expect(problems({ click_times: 0 })).toEqual({ click_times: 'הערך המזערי הוא 1' });
    expect(problems({ page_views_views: 0 })).toEqual({ page_views_views: 'הערך המזערי הוא 1' });
    expect(problems({ times_times: 1.5 })).toEqual({ times_times: 'יש להזין מספר שלם' });
    expect(problems({ close_automatically: 3601 })).toEqual({ close_automatically: 'הערך המרבי הוא 3600 שניות' });
    expect(problems({ entrance_animation_duration: { size: 11 } })).toEqual({
      'entrance_animation_duration.size': 'הערך המרבי הוא 10 שניות',
    });
  });

  it('refuses wrong types with Hebrew messages', () => {
    expect(problems({ inactivity_time: '30' })).toEqual({ inactivity_time: 'יש להזין מספר' });
    expect(problems({ exit_intent: 'yes' })).toEqual({ exit_intent: 'יש לבחור כן או לא' });
    expect(problems({ open_selector: 5 })).toEqual({ open_selector: 'יש להזין טקסט' });
  });

  it('accepts class names only', () => {
    expect(problems({ classes: 'promo  dark-mode' })).toBeNull();
    expect(problems({ classes: 'a" onclick="x' })).toEqual({
      classes: 'שמות מחלקות: אותיות לטיניות, ספרות, מקף וקו תחתון בלבד, מופרדים ברווח',
    });
  });

  it('trims text fields', () => {
    expect(popupSettingsSchema.parse({ open_selector: '  .open-news  ' }).open_selector).toBe('.open-news');
  });
});

describe('URL condition', () => {
  it('refuses an invalid regular expression on save', () => {
    expect(problems({ url: true, url_action: 'regex', url_url: '([a-' })).toEqual({
      url_url: 'הביטוי הרגולרי אינו תקין',
    });
  });

  it('refuses a catastrophic-backtracking expression on save', () => {
    expect(problems({ url_action: 'regex', url_url: '(a+)+$' })).toEqual({
      url_url: 'הביטוי עלול להיתקע בדפדפן: כמת חוזר על קבוצה שיש בה כמת או חלופות חופפות, כמו (a+)+ או (a|a)*',
    });
  });

  it('refuses an over-long expression on save', () => {
    expect(problems({ url_action: 'regex', url_url: `^${'a'.repeat(300)}` })).toEqual({
      url_url: 'מותרים עד 300 תווים',
    });
  });

  it('accepts an ordinary expression, and any substring', () => {
    expect(problems({ url: true, url_action: 'regex', url_url: '^https://(www\\.)?facebook\\.com/' })).toBeNull();
    expect(problems({ url: true, url_action: 'show', url_url: '(a+)+' })).toBeNull();
  });

  it('needs a value when the condition is on', () => {
    expect(problems({ url: true })).toEqual({ url_url: 'יש להזין כתובת או ביטוי' });
  });
});

describe('fields that depend on each other', () => {
  it('needs at least one choice in switched-on lists', () => {
    expect(problems({ sources: true, sources_sources: [] })).toEqual({ sources_sources: 'יש לבחור לפחות מקור אחד' });
    expect(problems({ devices: true, devices_devices: [] })).toEqual({
      devices_devices: 'יש לבחור לפחות מכשיר אחד',
    });
    expect(problems({ browsers: true, browsers_browsers: 'custom' })).toEqual({
      browsers_options: 'יש לבחור לפחות דפדפן אחד',
    });
    expect(problems({ logged_in: true, logged_in_users: 'custom' })).toEqual({
      logged_in_roles: 'יש לבחור לפחות תפקיד אחד',
    });
    expect(problems({ devices: false, devices_devices: [] })).toBeNull();
  });

  it('needs a selector for scroll-to-element', () => {
    expect(problems({ scrolling_to: true })).toEqual({ scrolling_to_selector: 'יש להזין בורר לרכיב' });
    expect(problems({ scrolling_to: true, scrolling_to_selector: '#form' })).toBeNull();
  });

  it('checks schedule dates', () => {
    expect(problems({ schedule: true })).toEqual({ schedule_start_date: 'יש להזין תאריך התחלה או סיום' });
    expect(problems({ schedule_start_date: '2026-02-30 10:00' })).toEqual({
      schedule_start_date: 'יש להזין תאריך בתבנית YYYY-MM-DD HH:mm',
    });
    expect(problems({ schedule_start_date: '2026-03-02', schedule_end_date: '2026-03-01' })).toEqual({
      schedule_end_date: 'תאריך הסיום לפני תאריך ההתחלה',
    });
    expect(problems({ schedule: true, schedule_start_date: '2026-03-01', schedule_end_date: '2026-03-01' })).toBeNull();
  });
});

describe('readPopupSettings (stored studio data)', () => {
  it('reads empty fields (null) and Payload ids as defaults', () => {
    const read = readPopupSettings({
      id: 'row-1',
      page_load_delay: null,
      entrance_animation_duration: { size: null },
      url_url: null,
      devices_devices: null,
    });
    expect(read).toEqual({ ok: true, settings: popupSettingsSchema.parse({}) });
    expect(readPopupSettings(null)).toEqual({ ok: true, settings: popupSettingsSchema.parse({}) });
  });

  it('names each refused field with its Hebrew reason', () => {
    const read = readPopupSettings({ url: true, url_action: 'regex', url_url: '(a+)+', scrolling_offset: 140 });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.issues.map((i) => i.path).sort()).toEqual(['scrolling_offset', 'url_url']);
    expect(read.issues.find((i) => i.path === 'url_url')?.message).toContain('להיתקע');
  });
});
