import { factory, hotspotOn, image, layout, page, prose, type MediaId } from './layout-parts';
import type { SeedBlock } from './types';

/** The services page: the services as tabs and an accordion, what is tested in a woven cloth, a workshop. */
export function services(media: MediaId) {
  const w = factory('services');
  const { title, body } = page('services');
  const sections: { title: string; blocks: SeedBlock[] }[] = [];
  const intro: SeedBlock[] = [];
  for (const block of body) {
    if (block.type === 'h2') sections.push({ title: block.text, blocks: [] });
    else (sections.at(-1)?.blocks ?? intro).push(block);
  }
  const html = (blocks: SeedBlock[]) =>
    prose(w, blocks)
      .map((n) => String(n.props.html ?? ''))
      .join('');
  return layout(title, [
    w('container', {
      content_width: 'boxed',
      padding: 24,
      items: [
        w('off-canvas', {
          label: 'ניווט מהיר באתר',
          button_text: 'ניווט מהיר',
          items: [w('nav-menu', { menu_location: 'main', label: 'תפריט האתר', layout: 'vertical' })],
        }),
        w('heading', { text: title, tag: 'h1', size: 'xl' }),
        w('container', {
          layout: 'grid',
          columns: '2',
          columns_tablet: '1',
          gap: 32,
          items: [
            w('container', { items: prose(w, intro) }),
            // The page's largest paint (Lighthouse's LCP element on a phone): loaded early, not lazily.
            ...image(w, media, 'services-lab', 'דוגמאות בד על שולחן מעבדה לצד מכשיר בדיקה', true),
          ],
        }),
        w('tabs', {
          items: sections.slice(0, 4).map((s) => ({ title: s.title, content: html(s.blocks) || '<p></p>' })),
        }),
        w('heading', { text: 'מה בודקים בבד ארוג', tag: 'h2' }),
        ...hotspotOn(w, media, 'plain-twill-satin', [
          {
            x: 28,
            y: 34,
            title: 'חוטי השתי',
            text: 'החוטים לאורך הבד. סופרים כמה יש בכל סנטימטר ובודקים את חוזקם במתיחה.',
            link: '/tensile-and-tear/',
            link_text: 'על בדיקות מתיחה וקריעה',
          },
          {
            x: 63,
            y: 61,
            title: 'חוטי הערב',
            text: 'החוטים לרוחב. צפיפותם ועוביים קובעים את משקל הבד למטר רבוע.',
            link: '/understanding-gsm/',
            link_text: 'מהו GSM',
          },
          {
            x: 86,
            y: 22,
            title: 'פס הצבע',
            text: 'חוט צבוע בגוון אחר. בודקים שהצבע לא דוהה ולא עובר לחוטים השכנים בכביסה.',
            link: '/colour-fastness-washing/',
            link_text: 'על עמידות צבע בכביסה',
          },
        ]),
        w('heading', { text: 'עוד שירותים', tag: 'h2' }),
        w('accordion', {
          items: sections.slice(4).map((s) => ({ title: s.title, content: html(s.blocks) || '<p></p>' })),
          title_tag: 'h3',
        }),
        w('button', { text: 'לתיק העבודות', link: '/portfolio/', variant: 'secondary', icon: 'arrow-end' }),
        w('heading', { text: 'לקריאה נוספת: בדיקות מעבדה', tag: 'h2' }),
        // A static listing (no page links): it sends no JavaScript.
        w('posts', {
          source: 'tag',
          query_tags: 'lab-tests',
          layout: 'list',
          per_page: 3,
          heading_level: 'h3',
          excerpt_length: 20,
          show_categories: false,
          read_more_text: 'לקריאת המאמר',
        }),
        w('container', {
          padding: 24,
          items: [
            w('heading', { text: 'סדנת קריאת דוחות בדיקה, 1 במרץ 2027', tag: 'h2', align: 'center' }),
            w('text-editor', {
              align: 'center',
              html: '<p>שלוש שעות, עד 12 משתתפים: איך לקרוא דוח מעבדה ומה לשאול לפני שמאשרים בד. ההרשמה נסגרת בעוד:</p>',
            }),
            w('countdown', {
              due: '2027-02-22T18:00',
              end_message: 'ההרשמה לסדנה נסגרה. על הסדנה הבאה נודיע בניוזלטר.',
            }),
          ],
        }),
        w('contact-buttons', { layout: 'inline' }),
      ],
    }),
  ]);
}
