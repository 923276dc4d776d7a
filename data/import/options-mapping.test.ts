import { describe, expect, it } from 'vitest';
import { a11yFromAlly } from './options-ally';
import { joinchatHtml, joinchatText } from './options-chat-text';
import { chatFromJoinchat } from './options-joinchat';
import { optionsLinkRewriter } from './options-links';
import { siteFromOptions } from './options-site';
import type { AddressPlan, PlannedDoc } from './plan';
import { readWordPressOptions, type WordPressOptions } from './wordpress-options';
import { sampleOptions } from './wordpress-options.sample';

const planned = (wpId: number, slug: string, draft = false): PlannedDoc => ({
  wpId,
  collection: 'pages',
  slug,
  path: `/${slug}/`,
  draft,
  oldKeys: [],
});

/** The fixture's plan, in part: the Elementor page, the statement (arig keeps that address), a posts page. */
const plan: AddressPlan = {
  docs: new Map([
    [93, planned(93, 'elementor-home')],
    [64, planned(64, 'accessibility-statement-wordpress', true)],
    [3, planned(3, 'privacy-policy', true)],
    [95, planned(95, 'blog')],
  ]),
  oldToNew: new Map([
    ['/accessibility-statement/', '/accessibility-statement-wordpress/'],
    ['/contact/', '/contact/'],
    ['/about/team/', '/team/'],
  ]),
  oldOrigin: 'http://127.0.0.1:8080',
  basePath: '',
};
const link = optionsLinkRewriter(plan);

function parse(value: unknown): WordPressOptions {
  const result = readWordPressOptions(JSON.stringify(value));
  if ('error' in result) throw new Error(result.error);
  return result.options;
}
const sample = parse(sampleOptions);
const joinchat = (settings: Record<string, unknown>) => chatFromJoinchat(parse({ joinchat: settings }).joinchat!, link);

describe('Joinchat → the chat widget and the site’s WhatsApp number', () => {
  it('maps every setting arig has, with the old site’s links rewritten', () => {
    const { widget, whatsapp, notes } = chatFromJoinchat(sample.joinchat!, link);
    expect(whatsapp).toBe('+972501234567');
    expect(widget).toEqual({
      enabled: true,
      buttonTip: 'שאלה? כתבו לנו',
      message: 'שלום! 👋\n===\nאיך אפשר לעזור? [צרו קשר](/contact/)',
      messageSend: 'היי, הגעתי מ־{SITE}: {URL}',
      messageStart: 'פתחו שיחה',
      optinText: 'קראתי את [מדיניות הפרטיות](/about/) ואני מסכים/ה',
      buttonDelay: 2,
      messageDelay: -1,
      messageViews: 1,
      messageBadge: false,
      mobileOnly: false,
      whatsappWeb: true,
      qr: false,
      optinCheck: true,
      position: 'left',
      color: '#075e54',
      tracking: { gads: 'AW-123456789/AbC-d_1' },
    });
    // Joinchat's default CSS (comments only), its own header and 'clear' are nothing to report.
    expect(notes).toEqual([]);
  });

  it('writes only what the settings carry', () => {
    expect(joinchat({ telephone: '972501234567' }).widget).toEqual({ enabled: true });
  });

  it('reads the delays as Joinchat does: negative is "now" / "never", a saved 0 never opens', () => {
    expect(joinchat({ button_delay: -5, message_delay: 0 }).widget).toMatchObject({
      buttonDelay: -1,
      messageDelay: -1,
    });
    expect(joinchat({ message_delay: -1 }).widget.messageDelay).toBe(-1);
    const late = joinchat({ button_delay: 500, message_delay: 9000, message_views: 400 });
    expect(late.widget).toMatchObject({ buttonDelay: 120, messageDelay: 600, messageViews: 120 });
    expect(late.notes).toHaveLength(3);
    expect(late.notes[0]).toMatch(/השהיית הכפתור: הערך 500 מחוץ לטווח/);
  });

  it('takes the number in international form, an Israeli local one with 972, and says when there is none', () => {
    expect(joinchat({ telephone: '050-123-4567' }).whatsapp).toBe('+972501234567');
    expect(joinchat({ telephone: '+44 20 7946 0958' }).whatsapp).toBe('+442079460958');
    const none = joinchat({ telephone: '' });
    expect(none.whatsapp).toBeNull();
    expect(none.notes[0]).toMatch(/אין מספר וואטסאפ/);
    const bad = joinchat({ telephone: '12' });
    expect(bad.whatsapp).toBeNull();
    expect(bad.notes[0]).toMatch(/"12" אינו מספר בינלאומי תקין/);
  });

  it('keeps a colour only when white text on it passes 4.5:1 (Joinchat’s own green does not)', () => {
    expect(joinchat({ color: '#0a7d5a' }).widget.color).toBe('#0a7d5a');
    const green = joinchat({ color: '#25d366/1' });
    expect(green.widget.color).toBeUndefined();
    expect(green.notes[0]).toMatch(/‎?#25d366\/1 לא יובא: .*ניגודיות/);
  });

  it('turns the button off when Joinchat hid it everywhere, and names page-type rules it cannot keep', () => {
    const off = joinchat({ visibility: { all: 'no' } });
    expect(off.widget.enabled).toBe(false);
    expect(off.notes[0]).toMatch(/מוסתר בכל האתר/);
    const some = joinchat({ visibility: { all: 'yes', front_page: 'no', cpt_product: 'no' } });
    expect(some.widget.enabled).toBe(true);
    expect(some.notes[0]).toMatch(/מוצג: all; מוסתר: front_page, cpt_product/);
  });

  it('reports everything arig has no counterpart for, never dropping it silently', () => {
    const { notes } = joinchat({
      dark_mode: 'auto',
      header: 'דברו איתנו',
      button_image: 123,
      qr: 'yes',
      qr_text: 'סרקו',
      custom_css: '.joinchat { --bottom: 80px; }',
      gads: 'AW-1/x"><script>',
      message_text_product: 'מוצר: {PRODUCT}',
      woo_btn_position: 'none',
    });
    const all = notes.join('\n');
    for (const expected of [
      /מצב כהה \(auto\)/,
      /כותרת החלונית "דברו איתנו"/,
      /תמונת הכפתור/,
      /הטקסט ליד קוד ה־QR \("סרקו"\)/,
      /ה־CSS המותאם של Joinchat לא יובא/,
      /המרת Google Ads .* לא יובא/,
      /"message_text_product"/,
    ])
      expect(all).toMatch(expected);
    // "none" is a real value: only empty, "no" and false count as unset.
    expect(all).toMatch(/"woo_btn_position"/);
  });

  it('stays linear on hostile lengths: long CSS, unclosed syntax, long values quoted short', () => {
    const started = performance.now();
    const { widget, notes } = joinchat({
      custom_css: `${'a'.repeat(2_000_000)}/*${'{'.repeat(1000)}`,
      message_text: '![['.repeat(500_000),
      optin_text: '<a href="'.repeat(200_000),
      header: 'x'.repeat(100_000),
    });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(widget.message?.length).toBeLessThanOrEqual(2000);
    expect(widget.optinText?.length).toBeLessThanOrEqual(500);
    expect(Math.max(...notes.map((n) => n.length))).toBeLessThan(300);
  });

  it('cuts a text to its field’s length and says so', () => {
    const { widget, notes } = joinchat({ button_tip: 'א'.repeat(100) });
    expect(widget.buttonTip).toHaveLength(80);
    expect(notes).toEqual(['טקסט הבועית קוצר ל־80 תווים (היו 100)']);
  });
});

describe('Joinchat’s message syntax → arig’s chat text', () => {
  it('turns {LINK} and {BTN} into Markdown links and rewrites the old site’s addresses', () => {
    const out = joinchatText(
      'ראו {LINK http://127.0.0.1:8080/about/team/ הצוות} או {BTN https://example.com} או [קשר](http://127.0.0.1:8080/contact/)',
      link,
    );
    expect(out.text).toBe('ראו [הצוות](/team/) או [example.com](https://example.com) או [קשר](/contact/)');
    expect(out.notes).toEqual(['כפתור הקישור {BTN https://example.com} הפך לקישור רגיל']);
  });

  it('takes out pictures, keeps the first {RAND} choice and names variables arig does not fill', () => {
    const out = joinchatText('{IMG 12 200 לוגו}שלום ![x](http://x/y.png) {RAND היי||אהלן} על {PRODUCT} ב־{SITE}', link);
    expect(out.text).toBe('שלום  היי על {PRODUCT} ב־{SITE}');
    expect(out.notes).toHaveLength(4);
    expect(out.notes.join('\n')).toMatch(/\{IMG 12 200 לוגו\}/);
    expect(out.notes.join('\n')).toMatch(/\{PRODUCT\}/);
    expect(out.notes.join('\n')).not.toMatch(/\{SITE\}/);
  });

  it('keeps only the text of a link the chat cannot render', () => {
    const out = joinchatText('[לחצו](javascript:void0) {LINK mailto:a@b.c כתבו}', link);
    expect(out.text).toBe('לחצו כתבו');
    expect(out.notes).toHaveLength(2);
  });

  it('reads the opt-in HTML: its links and lines, entities decoded, no markup left', () => {
    const out = joinchatHtml(
      '<p>קראתי את <a href="http://127.0.0.1:8080/privacy-policy/" target="_blank"><strong>המדיניות</strong></a> &amp; התנאים</p><p>שורה&nbsp;שנייה<br/>ושלישית</p><script>x</script>',
      link,
    );
    // The privacy policy came in as a draft: the link keeps the address arig serves its own page at.
    expect(out.text).toBe('קראתי את [המדיניות](/privacy-policy/) & התנאים\nשורה שנייה\nושלישית\nx');
    expect(out.notes).toEqual([]);
  });
});

describe('Ally → the accessibility widget', () => {
  it('maps the icon, both placements, every tool, the sitemap and analytics', () => {
    const result = a11yFromAlly(sample, link);
    expect(result?.data).toEqual({
      icon: { size: 'large', color: '#1b4f8a', cornerRadius: 12 },
      desktop: {
        hidden: false,
        enableExactPosition: false,
        position: 'bottom-left',
        exact: { xSide: 'right', x: 10, ySide: 'bottom', y: 10 },
      },
      mobile: {
        hidden: false,
        enableExactPosition: true,
        position: 'bottom-left',
        exact: { xSide: 'left', x: 16, ySide: 'bottom', y: 80 },
      },
      tools: {
        biggerText: true,
        biggerLineHeight: true,
        textAlign: true,
        readableFont: true,
        grayscale: true,
        contrast: true,
        pageStructure: true,
        sitemap: true,
        readingMask: true,
        hideImages: false,
        pauseAnimations: true,
        highlightLinks: true,
        focusOutline: true,
      },
      sitemapUrl: '/wp-sitemap.xml',
      analytics: { enabled: true },
    });
    // The statement's address is arig's own statement's, so the widget keeps linking there.
    expect(result?.notes).toEqual([expect.stringMatching(/הצהרת הנגישות ש־Ally יצר \(עמוד 64\)/)]);
  });

  it('is nothing when the file has no Ally options', () => {
    expect(a11yFromAlly(parse({ blogname: 'x' }), link)).toBeNull();
  });

  it('names what the widget cannot take, and never writes an unsafe address', () => {
    const result = a11yFromAlly(
      parse({
        ea11y_widget_icon_settings: {
          style: { icon: 'text', size: 'huge', color: 'blue', cornerRadius: { radius: 50, unit: '%' } },
          position: { desktop: { position: 'top-center' }, mobile: { enableExactPosition: true } },
        },
        ea11y_widget_menu_settings: {
          'language-selector': { enabled: true },
          'screen-reader': { enabled: true },
          'remove-elementor-label': { enabled: false },
          sitemap: { enabled: true, url: 'javascript:alert(1)' },
        },
        ea11y_accessibility_statement_data: { link: 'https://statements.example/arig', hideLink: true },
        ea11y_skip_to_content_settings: { enabled: false, anchor: '#main' },
      }),
      link,
    );
    expect(result?.data).toEqual({
      desktop: {},
      mobile: { enableExactPosition: true },
      tools: { screenReader: true, removeLabel: false, sitemap: true },
      statementUrl: 'https://statements.example/arig',
    });
    const notes = result?.notes.join('\n') ?? '';
    for (const expected of [
      /הסמל "text"/,
      /גודל הכפתור "huge"/,
      /צבע הכפתור "blue"/,
      /עיגול הפינות ביחידה %/,
      /"top-center" במחשב/,
      /"language-selector"/,
      /javascript:alert\(1\)/,
      /הסתיר את הקישור להצהרת הנגישות/,
      /"דילוג לתוכן" היה כבוי/,
      /הוביל ל־#main/,
    ])
      expect(notes).toMatch(expected);
  });

  it('fits offsets and corner radius into arig’s ranges', () => {
    const result = a11yFromAlly(
      parse({
        ea11y_widget_icon_settings: {
          style: { cornerRadius: { radius: 5, unit: 'rem' } },
          position: { desktop: { exactPosition: { horizontal: { direction: 'left', value: 900, unit: 'px' } } } },
        },
      }),
      link,
    );
    expect(result?.data.icon).toEqual({ cornerRadius: 64 });
    expect(result?.data.desktop).toEqual({ exact: { xSide: 'left', x: 400 } });
    expect(result?.notes).toHaveLength(2);
  });
});

describe('WordPress’s own settings', () => {
  it('takes the title, the static front page, and reports the tagline arig has no field for', () => {
    expect(siteFromOptions(sample, plan)).toEqual({
      businessName: 'פאבליק – שיווק דיגיטלי',
      frontPage: 93,
      notes: [expect.stringMatching(/תיאור האתר \(תגית\) "שיווק דיגיטלי לעסקים קטנים" לא יובא/)],
    });
  });

  it('leaves the home page when WordPress showed the latest posts, or named no page, or one not imported', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ show_on_front: 'posts', page_on_front: '93' }, /הציג את הפוסטים האחרונים/],
      [{ show_on_front: 'page', page_on_front: '0' }, /בלי לבחור עמוד/],
      [{ show_on_front: 'page', page_on_front: '500' }, /\(500\) אינו עמוד שבייצוא/],
      [{ show_on_front: 'page', page_on_front: '64' }, /\(64\) יובא כטיוטה/],
    ];
    for (const [options, note] of cases) {
      const site = siteFromOptions(parse(options), plan);
      expect(site.frontPage).toBeNull();
      expect(site.notes.join('\n')).toMatch(note);
    }
    expect(siteFromOptions(parse({ page_on_front: '93' }), plan).frontPage).toBeNull();
  });

  it('reports the posts page: arig lists articles by category and in the builder', () => {
    const site = siteFromOptions(parse({ show_on_front: 'page', page_on_front: '93', page_for_posts: '95' }), plan);
    expect(site.frontPage).toBe(93);
    expect(site.notes).toEqual([expect.stringMatching(/עמוד הפוסטים של וורדפרס \(\/blog\/\) יובא כעמוד רגיל/)]);
  });
});
