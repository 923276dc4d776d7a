import { describe, expect, it } from 'vitest';
import { readWordPressOptions } from './wordpress-options';
import { sampleOptions } from './wordpress-options.sample';

const read = (value: unknown) => readWordPressOptions(typeof value === 'string' ? value : JSON.stringify(value));
const options = (value: unknown) => {
  const result = read(value);
  if ('error' in result) throw new Error(result.error);
  return result.options;
};
const error = (value: unknown) => {
  const result = read(value);
  if (!('error' in result)) throw new Error('expected the file to be refused');
  return result.error;
};

describe('reading the options file', () => {
  it('reads WordPress, Joinchat and Ally options in the shapes WP-CLI prints them', () => {
    const o = options(sampleOptions);
    expect(o).toMatchObject({ show_on_front: 'page', page_on_front: 93, page_for_posts: 0 });
    expect(o.joinchat).toMatchObject({
      telephone: '972501234567',
      button_delay: 2,
      message_views: 1,
      whatsapp_web: true,
      mobile_only: false,
      optin_check: true,
      position: 'left',
      visibility: { all: true },
    });
    expect(o.ea11y_widget_icon_settings?.style).toEqual({
      icon: 'person',
      size: 'large',
      color: '#1b4f8a',
      cornerRadius: { radius: 12, unit: 'px' },
    });
    expect(o.ea11y_widget_menu_settings?.['hide-images']).toEqual({ enabled: false });
    expect(o.ea11y_widget_menu_settings?.sitemap?.url).toBe('http://127.0.0.1:8080/wp-sitemap.xml');
    expect(o.ea11y_accessibility_statement_data).toEqual({
      link: 'http://127.0.0.1:8080/accessibility-statement/',
      hideLink: false,
      pageId: 64,
    });
    expect(o.ea11y_analytics_enabled).toBe(true);
  });

  it('reads numbers and flags in either of WordPress’s spellings', () => {
    const o = options({
      page_on_front: 93,
      joinchat: { button_delay: '-1', message_delay: ' 10 ', qr: true, message_badge: '1', mobile_only: '' },
      ea11y_analytics_enabled: '',
    });
    expect(o.page_on_front).toBe(93);
    expect(o.joinchat).toMatchObject({
      button_delay: -1,
      message_delay: 10,
      qr: true,
      message_badge: true,
      mobile_only: false,
    });
    expect(o.ea11y_analytics_enabled).toBe(false);
    expect(options({ joinchat: { telephone: 972501234567 } }).joinchat?.telephone).toBe('972501234567');
  });

  it('takes an option the site lacks (get_option’s false, null, PHP’s empty array) as absent', () => {
    expect(
      options({ joinchat: false, page_on_front: null, ea11y_widget_icon_settings: [], blogdescription: false }),
    ).toEqual({});
    expect(options({ joinchat: { visibility: [], position: 'left' }, ea11y_widget_menu_settings: [] })).toEqual({
      joinchat: { position: 'left' },
    });
    expect(options({})).toEqual({});
  });

  it('ignores options it does not read, at the top and inside what it reads', () => {
    const o = options({
      siteurl: 'http://old.example',
      active_plugins: ['joinchat/joinchat.php'],
      ea11y_plan_data: { public_api_key: 'k' },
      ea11y_accessibility_statement_data: { link: '/x/', statement: '<p>…</p>', createdOn: 1 },
    });
    expect(o).toEqual({ ea11y_accessibility_statement_data: { link: '/x/' } });
  });

  it('keeps Joinchat’s other settings (add-ons, WooCommerce), so the report can name them', () => {
    expect(options({ joinchat: { message_text_product: 'מוצר {PRODUCT}' } }).joinchat).toEqual({
      message_text_product: 'מוצר {PRODUCT}',
    });
  });

  it('refuses what is not JSON, or not an object of option name → value', () => {
    expect(error('{"joinchat": ')).toBe('קובץ ההגדרות של וורדפרס אינו JSON תקין.');
    expect(error('')).toMatch(/אינו JSON תקין/);
    expect(error('[{"option_name":"joinchat","option_value":"…"}]')).toMatch(/לא רשימה/);
    expect(error('"joinchat"')).toMatch(/צריך להיות אובייקט JSON/);
    expect(error('null')).toMatch(/צריך להיות אובייקט JSON/);
  });

  it('refuses a known option in the wrong shape, naming its key in Hebrew', () => {
    expect(error({ joinchat: 'yes' })).toBe(
      'קובץ ההגדרות של וורדפרס: הערך של "joinchat" אינו תקין: צריך להיות אובייקט.',
    );
    expect(error({ joinchat: { button_delay: 'soon' } })).toMatch(/"joinchat\.button_delay".*צריך להיות מספר/);
    expect(error({ joinchat: { position: 'top' } })).toMatch(/"joinchat\.position".*right, left/);
    expect(error({ joinchat: { whatsapp_web: 'maybe' } })).toMatch(/"joinchat\.whatsapp_web".*כן או לא/);
    expect(error({ joinchat: { message_text: ['a'] } })).toMatch(/"joinchat\.message_text".*טקסט/);
    expect(error({ show_on_front: 'blog' })).toMatch(/"show_on_front".*posts, page/);
    expect(error({ page_on_front: '9x' })).toMatch(/"page_on_front".*מספר/);
    expect(error({ page_on_front: -4 })).toMatch(/"page_on_front".*שלילי/);
    expect(error({ page_on_front: 9.5 })).toMatch(/"page_on_front".*מספר שלם/);
    expect(error({ ea11y_widget_menu_settings: { contrast: { enabled: 'sometimes' } } })).toMatch(
      /"ea11y_widget_menu_settings\.contrast\.enabled"/,
    );
    expect(error({ ea11y_widget_icon_settings: { style: { cornerRadius: { radius: 'big' } } } })).toMatch(
      /"ea11y_widget_icon_settings\.style\.cornerRadius\.radius".*מספר/,
    );
    expect(error({ ea11y_widget_icon_settings: { position: { mobile: { exactPosition: 3 } } } })).toMatch(
      /"ea11y_widget_icon_settings\.position\.mobile\.exactPosition".*אובייקט/,
    );
  });

  it('drops prototype keys wherever they are: nothing reaches a prototype', () => {
    const o = options(
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},' +
        '"joinchat":{"__proto__":{"telephone":"1"},"position":"right"},' +
        '"ea11y_widget_menu_settings":{"__proto__":{"enabled":true},"contrast":{"enabled":false}}}',
    );
    expect(o).toEqual({
      joinchat: { position: 'right' },
      ea11y_widget_menu_settings: { contrast: { enabled: false } },
    });
    expect(Object.getPrototypeOf(o.ea11y_widget_menu_settings)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(o.joinchat)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(o.joinchat?.telephone).toBeUndefined();
  });
});
