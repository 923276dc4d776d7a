/**
 * An options file as the WP-CLI recipe in docs/wordpress-import.md writes it for the fixture site
 * (../shared/fixtures/wordpress): WordPress's own options as strings, Joinchat 6's `joinchat` array and
 * Ally's `ea11y_*` arrays as JSON objects, in the shapes those plugins save. For the tests.
 */
export const sampleOptions = {
  blogname: 'פאבליק – שיווק דיגיטלי',
  blogdescription: 'שיווק דיגיטלי לעסקים קטנים',
  show_on_front: 'page',
  page_on_front: '93',
  page_for_posts: '0',
  admin_email: 'owner@example.com',
  joinchat: {
    telephone: '972501234567',
    mobile_only: 'no',
    button_image: '',
    button_tip: 'שאלה? כתבו לנו',
    button_delay: 2,
    whatsapp_web: 'yes',
    qr: 'no',
    qr_text: 'סרקו את הקוד',
    message_text: 'שלום! 👋\n===\nאיך אפשר לעזור? {LINK http://127.0.0.1:8080/contact/ צרו קשר}',
    message_views: '1',
    message_delay: 0,
    message_badge: 'no',
    message_send: 'היי, הגעתי מ־{SITE}: {URL}',
    message_start: 'פתחו שיחה',
    position: 'left',
    visibility: { all: 'yes' },
    color: '#075e54/1',
    dark_mode: 'no',
    header: '__jc__',
    optin_text: 'קראתי את <a href="http://127.0.0.1:8080/about/">מדיניות הפרטיות</a> ואני מסכים/ה',
    optin_check: 'yes',
    gads: 'AW-123456789/AbC-d_1',
    custom_css:
      '/* Joinchat styles (default values) */\n.joinchat {\n\t/* z-index: 9999; */\n}\n\n@media (max-width: 480px) {\n\t.joinchat {\n\t\t/* mobile rules */\n\t}\n}',
    clear: 'no',
  },
  ea11y_widget_icon_settings: {
    style: { icon: 'person', size: 'large', color: '#1b4f8a', cornerRadius: { radius: 12, unit: 'px' } },
    position: {
      desktop: {
        hidden: false,
        enableExactPosition: false,
        exactPosition: {
          horizontal: { direction: 'right', value: 10, unit: 'px' },
          vertical: { direction: 'bottom', value: 10, unit: 'px' },
        },
        position: 'bottom-left',
      },
      mobile: {
        hidden: false,
        enableExactPosition: true,
        exactPosition: {
          horizontal: { direction: 'left', value: 1, unit: 'rem' },
          vertical: { direction: 'bottom', value: 80, unit: 'px' },
        },
        position: 'bottom-left',
      },
    },
  },
  ea11y_widget_menu_settings: {
    'bigger-text': { enabled: true },
    'bigger-line-height': { enabled: true },
    'text-align': { enabled: true },
    'readable-font': { enabled: true },
    grayscale: { enabled: true },
    contrast: { enabled: true },
    'page-structure': { enabled: true },
    sitemap: { enabled: true, url: 'http://127.0.0.1:8080/wp-sitemap.xml' },
    'reading-mask': { enabled: true },
    'hide-images': { enabled: false },
    'pause-animations': { enabled: true },
    'highlight-links': { enabled: true },
    'focus-outline': { enabled: true },
  },
  ea11y_accessibility_statement_data: {
    statement: '<h2>הצהרת נגישות</h2>',
    pageId: 64,
    createdOn: 1732400000,
    link: 'http://127.0.0.1:8080/accessibility-statement/',
    hideLink: false,
  },
  ea11y_skip_to_content_settings: { enabled: true, anchor: '#content' },
  ea11y_analytics_enabled: '1',
} as const;
