import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPopupSettings } from '../../engines/popup/settings';
import { FIXTURE_EXPORT } from '../../engines/wordpress/content-fixture';
import { parseWxr } from '../../engines/wordpress/wxr';
import { keepValid, mapElementorPopup } from './popup-settings';
import { popupMeta } from './popup-testing';

const fixturePopup = () => {
  const item = parseWxr(readFileSync(FIXTURE_EXPORT, 'utf8')).items.find((i) => i.id === 92);
  if (!item) throw new Error('popup 92 is not in the fixture');
  return item;
};

const valid = (settings: unknown) => expect(readPopupSettings(settings).ok).toBe(true);

describe('the fixture popup (ID 92)', () => {
  const mapped = mapElementorPopup(fixturePopup().meta);

  it('keeps its trigger and its once-a-day rule', () => {
    expect(mapped.settings).toMatchObject({
      page_load: true,
      page_load_delay: 5,
      scrolling: false,
      scrolling_to: false,
      click: false,
      inactivity: false,
      exit_intent: false,
      adblock_detection: false,
      times: true,
      times_times: 1,
      times_period: 'day',
      times_count: 'open',
      url: false,
      sources: false,
      logged_in: false,
      devices: false,
      browsers: false,
      page_views: false,
      sessions: false,
      schedule: false,
    });
  });

  it('keeps its closing, accessibility and animation settings', () => {
    expect(mapped.settings).toMatchObject({
      avoid_multiple_popups: true,
      a11y_navigation: true,
      close_button_position: 'inside',
      close_button_delay: 0,
      close_automatically: 0,
      prevent_close_on_esc_key: false,
      prevent_close_on_background_click: false,
      prevent_scroll: false,
      entrance_animation: 'fadeInUp',
      exit_animation: 'fadeIn',
      entrance_animation_duration: { size: 0.8 },
      open_selector: '',
      classes: '',
    });
    valid(mapped.settings);
  });

  it('leaves the settings arig adds to the editor', () => {
    expect(mapped.settings).not.toHaveProperty('do_not_show_again');
    expect(mapped.settings).not.toHaveProperty('stop_after_conversion');
  });

  it('shows on every article, as include/singular/post did', () => {
    expect(mapped.placement).toEqual({
      show_on: 'articles',
      pages: [],
      categories: [],
      exclude_pages: [],
      exclude_categories: [],
    });
  });

  it('names what arig draws its own way: the width and the box style (centred, overlay, close button are arig’s)', () => {
    expect(mapped.notes).toEqual([
      'רוחב החלון (560px; בנייד 92%) לא יובא: באריג החלון ברוחב של עד 640px, ובמסך צר כרוחב המסך',
      'עיצוב והגדרות של החלון שאין להם מקבילה באריג לא יובאו: background_background, background_color, border_radius',
    ]);
  });
});

describe('Elementor triggers → arig', () => {
  it('carries every trigger with its values, sliders included', () => {
    const { settings, notes } = mapElementorPopup(
      popupMeta({
        display: {
          triggers: {
            scrolling: 'yes',
            scrolling_direction: 'up',
            scrolling_offset: { unit: '%', size: 30, sizes: [] },
            scrolling_to: 'yes',
            scrolling_to_selector: '#contact',
            click: 'yes',
            click_times: '3',
            inactivity: 'yes',
            inactivity_time: 45,
            exit_intent: 'yes',
            adblock_detection: 'yes',
            adblock_detection_delay: 2,
          },
          timing: [],
        },
      }),
    );
    expect(settings).toMatchObject({
      page_load: false,
      scrolling: true,
      scrolling_direction: 'up',
      scrolling_offset: 30,
      scrolling_to: true,
      scrolling_to_selector: '#contact',
      click: true,
      click_times: 3,
      inactivity: true,
      inactivity_time: 45,
      exit_intent: true,
      adblock_detection: true,
      adblock_detection_delay: 2,
    });
    expect(notes).toEqual([]);
    valid(settings);
  });

  it('brings numbers within arig’s bounds, and drops a scroll-to trigger without a selector', () => {
    const { settings, notes } = mapElementorPopup(
      popupMeta({
        display: {
          triggers: { page_load: 'yes', page_load_delay: 99999, scrolling_to: 'yes', click: 'yes', click_times: 0 },
        },
      }),
    );
    expect(settings).toMatchObject({ page_load_delay: 3600, scrolling_to: false, click_times: 1 });
    expect(notes).toContain('השהיה בטעינת הדף: הערך 99999 אינו בטווח של אריג (0–3600); נשמר 3600');
    expect(notes).toContain('הטריגר "גלילה אל רכיב" הופעל בלי בורר רכיב, ולכן לא יובא');
    valid(settings);
  });

  it('names a trigger arig does not know, and other display groups', () => {
    const { notes } = mapElementorPopup(
      popupMeta({ display: { triggers: { on_hover: 'yes' }, advanced: { x: 'yes' } } }),
    );
    expect(notes).toContain('טריגרים של אלמנטור שאין להם מקבילה באריג לא יובאו: on_hover');
    expect(notes).toContain('הגדרות תצוגה של אלמנטור שאין להן מקבילה באריג לא יובאו: advanced');
  });
});

describe('Elementor timing conditions → arig', () => {
  it('carries every condition arig has', () => {
    const { settings, notes } = mapElementorPopup(
      popupMeta({
        display: {
          timing: {
            page_views: 'yes',
            page_views_views: 4,
            sessions: 'yes',
            sessions_sessions: 2,
            url: 'yes',
            url_url: '^https://www\\.google\\.',
            url_action: 'regex',
            sources: 'yes',
            sources_sources: ['internal', 'search'],
            devices: 'yes',
            devices_devices: ['mobile', 'tablet'],
            browsers: 'yes',
            browsers_browsers: 'custom',
            browsers_options: ['chrome', 'safari'],
            logged_in: 'yes',
            logged_in_users: 'all',
            schedule: 'yes',
            schedule_timezone: 'visitor',
            schedule_start_date: '2026-12-01 08:00',
            schedule_end_date: '2026-12-31 23:59',
            schedule_server_datetime: '2026-11-24 02:31',
            times: 'yes',
            times_times: 2,
            times_period: 'week',
            times_count: 'close',
          },
        },
      }),
    );
    expect(settings).toMatchObject({
      page_views: true,
      page_views_views: 4,
      sessions: true,
      sessions_sessions: 2,
      url: true,
      url_url: '^https://www\\.google\\.',
      url_action: 'regex',
      sources: true,
      sources_sources: ['internal', 'search'],
      devices: true,
      devices_devices: ['mobile', 'tablet'],
      browsers: true,
      browsers_browsers: 'custom',
      browsers_options: ['chrome', 'safari'],
      logged_in: true,
      logged_in_users: 'all',
      schedule: true,
      schedule_timezone: 'visitor',
      schedule_start_date: '2026-12-01 08:00',
      schedule_end_date: '2026-12-31 23:59',
      times: true,
      times_times: 2,
      times_period: 'week',
      times_count: 'close',
    });
    expect(notes).toEqual([]);
    valid(settings);
  });

  it('maps WordPress roles to arig’s and names those it lacks', () => {
    const { settings, notes } = mapElementorPopup(
      popupMeta({
        display: {
          timing: {
            logged_in: 'yes',
            logged_in_users: 'custom',
            logged_in_roles: ['administrator', 'author', 'subscriber'],
          },
        },
      }),
    );
    expect(settings).toMatchObject({
      logged_in: true,
      logged_in_users: 'custom',
      logged_in_roles: ['admin', 'editor'],
    });
    expect(notes).toContain('תפקידי וורדפרס שאין באריג לא יובאו להסתרה: subscriber');
    valid(settings);
  });

  it('switches off what arig cannot hold, each with a note', () => {
    const { settings, notes } = mapElementorPopup(
      popupMeta({
        display: {
          timing: {
            url: 'yes',
            url_url: '(a+)+$',
            url_action: 'regex',
            browsers: 'yes',
            browsers_browsers: 'custom',
            browsers_options: ['ie'],
            logged_in: 'yes',
            logged_in_users: 'custom',
            logged_in_roles: ['subscriber'],
            sources: 'yes',
            sources_sources: [],
            schedule: 'yes',
            schedule_start_date: 'next tuesday',
            times: 'yes',
            times_times: 1,
            times_period: '',
            unknown_rule: 'yes',
          },
        },
      }),
    );
    expect(settings).toMatchObject({
      url: false,
      browsers: false,
      logged_in: false,
      sources: false,
      schedule: false,
      times: true,
      times_period: 'month',
    });
    expect(notes.some((n) => n.startsWith('תנאי כתובת המפנה "(a+)+$" לא יובא (הביטוי עלול להיתקע'))).toBe(true);
    expect(notes).toContain('דפדפנים שאריג אינו מבחין בהם לא יובאו: ie');
    expect(notes).toContain('ההסתרה ממשתמשים מחוברים לא יובאה: אף אחד מהתפקידים שנבחרו אינו קיים באריג');
    expect(notes).toContain('תנאי מקור ההגעה הופעל בלי מקורות שאריג מכיר, ולכן לא יובא');
    expect(notes).toContain('תאריך ההתחלה "next tuesday" אינו תאריך שאריג קורא (YYYY-MM-DD HH:mm), ולכן לא יובא');
    expect(notes).toContain('הגבלת מספר ההצגות ללא הגבלת זמן (persisting) אינה קיימת באריג: ההגבלה נקבעה לכל חודש');
    expect(notes).toContain('תנאי הצגה של אלמנטור שאין להם מקבילה באריג לא יובאו: unknown_rule');
    valid(settings);
  });
});

describe('Elementor popup page settings → arig', () => {
  it('writes Elementor’s defaults when the export has none: no animation, 1.2 s, accessible navigation on', () => {
    const { settings, notes } = mapElementorPopup({});
    expect(settings).toMatchObject({
      entrance_animation: 'none',
      exit_animation: 'none',
      entrance_animation_duration: { size: 1.2 },
      a11y_navigation: true,
      avoid_multiple_popups: false,
      close_button_position: 'inside',
      page_load: false,
      times: false,
    });
    expect(notes).toEqual([]);
  });

  it('carries the closing settings and names the look arig draws its own way', () => {
    const { settings, notes } = mapElementorPopup(
      popupMeta({
        page: {
          width: { unit: 'px', size: 640, sizes: [] },
          height_type: 'custom',
          height: { unit: 'vh', size: 80 },
          horizontal_position: 'left',
          vertical_position: 'bottom',
          overlay: '',
          close_button: '',
          close_button_position: 'outside',
          close_button_delay: 3,
          close_automatically: 20,
          prevent_close_on_background_click: 'yes',
          prevent_close_on_esc_key: 'yes',
          prevent_scroll: 'yes',
          a11y_navigation: '',
          open_selector: '.open-newsletter',
          classes: 'promo חגים',
          entrance_animation: 'zoomInDown',
          entrance_animation_mobile: 'fadeIn',
          exit_animation: 'slideInRight',
          custom_css: 'selector { color: red }',
        },
      }),
    );
    expect(settings).toMatchObject({
      close_button_position: 'outside',
      close_button_delay: 3,
      close_automatically: 20,
      prevent_close_on_background_click: true,
      prevent_close_on_esc_key: true,
      prevent_scroll: true,
      a11y_navigation: false,
      open_selector: '.open-newsletter',
      classes: 'promo',
      entrance_animation: 'zoomIn',
      exit_animation: 'slideInRight',
    });
    expect(notes).toEqual([
      'מחלקות CSS שאריג אינו מקבל לא יובאו: חגים',
      'אנימציית הכניסה "zoomInDown" אינה קיימת באריג: הוחלפה ב-"zoomIn"',
      'אנימציה שונה לפי מכשיר לא יובאה (entrance_animation_mobile: fadeIn): באריג אנימציה אחת לכל המכשירים',
      'גובה החלון (80vh) לא יובא: באריג גובה החלון לפי התוכן',
      'מיקום החלון (left, bottom) לא יובא: באריג החלון תמיד במרכז המסך',
      'החלון הוצג בלי רקע מעומעם מאחוריו; באריג יש לחלון תמיד רקע מעומעם',
      'החלון הוצג בלי כפתור סגירה; באריג יש תמיד כפתור סגירה (כדי שכל מבקר יוכל לסגור אותו)',
      'עיצוב והגדרות של החלון שאין להם מקבילה באריג לא יובאו: custom_css',
    ]);
    valid(settings);
  });

  it('says so when a postmeta array cannot be read', () => {
    const { settings, notes } = mapElementorPopup({
      _elementor_page_settings: 'a:2:{s:5:"width";',
      _elementor_conditions: 'a:0:{}',
    });
    expect(notes).toEqual(['הגדרות החלון לא נקראו (הנתונים פגומים) ולא יובאו']);
    valid(settings);
  });
});

describe('the last guard before the collection’s check', () => {
  it('drops a value the schema refuses and switches its condition off, so the popup is still imported', () => {
    const notes: string[] = [];
    const settings = keepValid(
      { url: true, url_url: '', page_load: true, page_load_delay: -1, a11y_navigation: true },
      notes,
    );
    expect(settings).toEqual({ url: false, page_load: false, a11y_navigation: true });
    expect(notes).toHaveLength(2);
    valid(settings);
  });
});
