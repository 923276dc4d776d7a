import { factory, layout } from './layout-parts';

/**
 * The main menu's mega panel for "שירותים": what the business does, in three columns. Texts, not
 * headings: the panel is on every page, before the page's own h1.
 */
export function servicesPanel() {
  const w = factory('mega-services');
  const column = (title: string, items: [string, string][]) =>
    w('container', {
      items: [
        w('heading', { text: title, tag: 'p', size: 'medium' }),
        w('icon-list', { items: items.map(([text, link]) => ({ text, link, icon: 'arrow-end' })) }),
      ],
    });
  return {
    title: 'שירותים (מגה־תפריט)',
    layout: layout('שירותים', [
      w('container', {
        layout: 'grid',
        columns: '3',
        columns_tablet: '3',
        columns_mobile: '1',
        gap: 24,
        padding: 8,
        items: [
          column('ייעוץ וליווי', [
            ['בחירת בדים וחוטים', '/services/'],
            ['כתיבת מפרט טכני לספקים', '/services/'],
            ['ליווי פיתוח מוצר', '/services/'],
          ]),
          column('בדיקות ותקינה', [
            ['פענוח דוחות מעבדה', '/articles/testing/'],
            ['תקנים ודרישות רגולציה', '/articles/standards/'],
            ['כל המאמרים', '/articles/'],
          ]),
          w('container', {
            items: [
              w('heading', { text: 'לא בטוחים מה צריך?', tag: 'p', size: 'medium' }),
              w('text-editor', { html: '<p>ספרו לנו על המוצר ועל השאלה, ונחזור אליכם תוך יום עסקים.</p>' }),
              w('button', { text: 'לשיחת היכרות', link: '/contact/', variant: 'primary', icon: 'arrow-end' }),
            ],
          }),
        ],
      }),
    ]),
  };
}
