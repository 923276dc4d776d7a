import { siteSettings } from './pages';
import {
  carousel,
  factory,
  gallery,
  image,
  layout,
  lottieOn,
  page,
  prose,
  slidesOn,
  type MediaId,
  type Node,
} from './layout-parts';
import { serviceCard } from './service-cards';
import { clientsStrip } from './clients-strip';
import { services } from './services-layout';

export type { MediaId };

/**
 * The demo pages built with the page builder: the home, about and services pages between them use every
 * widget of the builder. Their prose is the same as the pages' rich-text bodies (kept as the fallback).
 */
function home(media: MediaId) {
  const w = factory('home');
  const { title, body } = page('home');
  const [intro, ...rest] = body;
  // The heading that introduces the list of services heads the icon list, not the prose.
  const listAt = rest.findIndex((b) => 'items' in b);
  const before = rest[listAt - 1];
  const servicesTitle = before && !('items' in before) && before.type === 'h2' ? before.text : undefined;
  return layout(title, [
    // The hero: the page's h1 on the first slide, whose picture the page preloads.
    slidesOn(
      w,
      media,
      [
        {
          key: 'home-hero',
          heading: title,
          text: `${intro && intro.type === 'h2' ? `${intro.text}: ` : ''}ייעוץ בבחירת בדים וחוטים, מפרטים טכניים, בדיקות מעבדה ותקינה – ליצרנים, ליבואנים ולמעצבים.`,
          button_text: 'לשיחת היכרות',
          button_link: '/contact/',
          button2_text: 'השירותים שלנו',
          button2_link: '/services/',
          overlay_color: '#0d1b2e',
          overlay_opacity: 68,
        },
        {
          key: 'services-lab',
          heading: 'בדיקות מעבדה, בלי ניחושים',
          text: 'מתכננים איתכם את הבדיקות הנכונות, מלווים את המעבדה ומפענחים את הדוח – כדי שתדעו מה הבד שלכם באמת עושה.',
          button_text: 'ליווי בדיקות ותקינה',
          button_link: '/services/',
          overlay_color: '#121d1b',
          overlay_opacity: 68,
        },
        {
          key: 'denim-construction',
          heading: 'מפרט שאי אפשר לפרש אחרת',
          text: 'דרישות ביצוע, סבולות ושיטות בדיקה כתובות בבהירות – כך שמה שמגיע מהספק הוא בדיוק מה שהוזמן.',
          button_text: 'מהמאמרים שלנו',
          button_link: '/articles/',
          overlay_color: '#1c1410',
          overlay_opacity: 68,
        },
      ],
      { slides_name: 'מה אנחנו עושים', heading_tag: 'h1', height: 620, height_tablet: 540, height_mobile: 600 },
    ),
    w('container', {
      content_width: 'boxed',
      padding: 24,
      items: [
        // Without the list and the heading that heads it (it moves with the list, below).
        ...prose(
          w,
          rest.filter((b) => !('items' in b) && !(servicesTitle !== undefined && b === before)),
        ),
        w('divider', { width: 40, align: 'start' }),
      ],
    }),
    w('container', {
      content_width: 'boxed',
      padding: 24,
      items: [
        w('heading', { text: servicesTitle ?? 'במה אנחנו עוסקים', tag: 'h2' }),
        w('container', {
          layout: 'grid',
          columns: '3',
          columns_tablet: '2',
          columns_mobile: '1',
          gap: 20,
          items: rest.flatMap((b) => ('items' in b ? b.items : [])).map((text, i) => serviceCard(w, text, i)),
        }),
      ],
    }),
    w('container', {
      content_width: 'boxed',
      layout: 'grid',
      columns: '3',
      columns_mobile: '1',
      gap: 24,
      padding: 40,
      // The figures as a band in the brand's colour (it follows Site Settings; the text turns to what reads on it).
      background: 'primary',
      items: [
        w('counter', { end: 14, suffix: '+', title: 'שנות ייעוץ עצמאי' }),
        w('counter', { end: 320, suffix: '+', title: 'פרויקטים שליווינו' }),
        w('counter', { end: 1200, title: 'דוחות מעבדה שפוענחו' }),
      ],
    }),
    ...clientsStrip(w, media),
    w('container', {
      content_width: 'boxed',
      padding: 24,
      items: [
        w('heading', { text: 'מה אומרים הלקוחות', tag: 'h2' }),
        w('reviews', { layout: 'carousel', columns: '2', max_items: 4 }),
      ],
    }),
    latestArticles(w),
    w('container', {
      content_width: 'boxed',
      padding: 24,
      items: [
        w('alert', {
          kind: 'info',
          title: 'שיחת ההיכרות הראשונה ללא עלות',
          description: 'ספרו לנו על המוצר ועל השאלה, ונחזור אליכם תוך יום עסקים.',
        }),
        w('spacer', { height: 24 }),
      ],
    }),
  ]);
}

/** The newest articles with a topic filter and the site search: loop grid, taxonomy filter, search form. */
function latestArticles(w: ReturnType<typeof factory>): Node {
  const grid = w('loop-grid', {
    query_categories: 'articles',
    per_page: 3,
    columns_tablet: 1,
    heading_level: 'h3',
    show_categories: false,
    pagination: 'none',
  });
  return w('container', {
    content_width: 'boxed',
    padding: 24,
    items: [
      w('heading', { text: 'מהמאמרים האחרונים', tag: 'h2' }),
      w('taxonomy-filter', {
        target: grid.props.id,
        parent_term: 'articles',
        logical_join: 'OR',
        label: 'סינון המאמרים לפי נושא',
      }),
      grid,
      w('button', { text: 'לכל המאמרים', link: '/articles/', variant: 'secondary', icon: 'arrow-end' }),
      w('search-form', { label: 'מחפשים נושא מסוים?', placeholder: 'למשל: עמידות צבע בכביסה' }),
    ],
  });
}

function about(media: MediaId) {
  const w = factory('about');
  const { title, body } = page('about');
  return layout(title, [
    w('section', {
      columns: [
        w('column', {
          width: 60,
          items: [
            w('heading', { text: title, tag: 'h1', size: 'xl' }),
            w('table-of-contents', { title: 'בעמוד הזה', collapsible: true }),
          ],
        }),
        w('column', { width: 40, items: image(w, media, 'about-portrait', 'אורית שחם, מהנדסת הטקסטיל, במעבדה', true) }),
      ],
    }),
    w('container', {
      content_width: 'boxed',
      padding: 24,
      items: [
        ...prose(w, body),
        // What the consultancy works with, shown: a plain weave woven thread by thread (the seed's Lottie).
        w('heading', { text: 'מה קורה בתוך הבד', tag: 'h2' }),
        w('container', {
          layout: 'grid',
          columns: '2',
          columns_tablet: '1',
          gap: 32,
          items: [
            w('text-editor', {
              html:
                '<p>כל אריג עשוי משתי מערכות של חוטים: חוטי <strong>השתי</strong> נמתחים לאורך הנול, וחוטי <strong>הערב</strong> עוברים ביניהם לרוחב – פעם מעל ופעם מתחת. זו אריגת הבד, המבנה הפשוט והיציב מכולם.</p>' +
                '<p>צפיפות החוטים, עוביים והדרך שבה הם משתלבים קובעים כמעט כל תכונה של הבד: משקל, חוזק, התכווצות ומראה. לכן מפרט טוב מתחיל כאן, בתוך הבד.</p>',
            }),
            ...lottieOn(w, media, {
              alt: 'אנימציה: חוטי ערב אדומים נארגים בזה אחר זה, מעל ומתחת לחוטי שתי כחולים, ויוצרים אריגת בד.',
              max_width: 560,
              caption: 'אריגת בד: כל חוט ערב עובר לסירוגין מעל ומתחת לחוטי השתי.',
            }),
          ],
        }),
        w('heading', { text: 'תחומי הניסיון', tag: 'h2' }),
        w('progress-bar', { title: 'אריגה וסריגה', percent: 95 }),
        w('progress-bar', { title: 'בדיקות מעבדה ותקינה', percent: 90 }),
        w('progress-bar', { title: 'טקסטיל טכני', percent: 75 }),
        w('heading', { text: 'עבודות אחרונות', tag: 'h2' }),
        ...carousel(w, media, [
          'geotextiles',
          'medical-textiles',
          'protective-workwear',
          'recycled-polyester',
          'fabric-finishes',
        ]),
        w('heading', { text: 'מהסדנה: וידאו וקול', tag: 'h2' }),
        w('container', {
          layout: 'grid',
          columns: '2',
          columns_tablet: '1',
          gap: 32,
          items: [
            w('video', {
              provider: 'vimeo',
              url: 'https://vimeo.com/76979871',
              title: 'סרטון לדוגמה של נגן הווידאו (יוחלף בסרטון מהמעבדה)',
              poster_media_id: String(media('spinning-systems') ?? ''),
            }),
            w('audio', {
              url: '/audio/loom.wav',
              title: 'הקצב של נול אריגה',
              description: 'צליל מסונתז לדוגמה: דפיקת המסרק בכל מעבר של חוט הערב.',
            }),
          ],
        }),
        w('heading', { text: 'מהמעבדה: דוגמאות בד', tag: 'h2' }),
        ...gallery(w, media, ['plain-twill-satin', 'knit-vs-woven', 'denim-construction', 'nonwovens', 'merino-wool']),
        w('heading', { text: 'שאלות על דרך העבודה', tag: 'h2' }),
        w('toggle', {
          items: [
            {
              title: 'האם אתם מוכרים בדים?',
              content: '<p>לא. איננו מוכרים בדים ואיננו מקבלים עמלות, כדי שההמלצות יהיו שלכם בלבד.</p>',
              open: false,
            },
            {
              title: 'באילו שפות מתקבלים הדוחות?',
              content: '<p>בעברית או באנגלית, לבחירתכם.</p>',
              open: false,
            },
          ],
        }),
        w('heading', { text: 'מכירים מישהו שזה יעזור לו?', tag: 'h2', size: 'small' }),
        w('share-buttons', {
          items: [{ network: 'whatsapp' }, { network: 'linkedin' }, { network: 'facebook' }, { network: 'email' }],
        }),
      ],
    }),
  ]);
}

/** The contact page: how to reach the business, the contact form beside it, and how meetings work. */
function contact(media: MediaId, contactFormId: number | null) {
  const w = factory('contact');
  const { title, body } = page('contact');
  const meetingsAt = body.findIndex((b) => b.type === 'h2' && b.text.startsWith('פגישות'));
  const [reach, meetings] = meetingsAt > 0 ? [body.slice(0, meetingsAt), body.slice(meetingsAt)] : [body, []];
  return layout(title, [
    w('container', {
      content_width: 'boxed',
      padding: 24,
      items: [
        w('heading', { text: title, tag: 'h1', size: 'xl' }),
        w('container', {
          layout: 'grid',
          columns: '2',
          columns_tablet: '1',
          gap: 40,
          items: [
            w('container', {
              items: [
                ...prose(w, reach),
                w('contact-buttons', { layout: 'stacked' }),
                ...image(w, media, 'contact-knit', 'מרקם של בד סרוג בגוונים חמים'),
              ],
            }),
            w('container', {
              items: contactFormId === null ? [] : [w('form', { form_id: contactFormId, show_title: true })],
            }),
          ],
        }),
        ...prose(w, meetings),
        w('social-embed', {
          service: 'google-maps',
          url: `${siteSettings.address.street}, ${siteSettings.address.city}`,
          title: 'המשרד על המפה',
          description: `${siteSettings.address.street}, ${siteSettings.address.city}. חניה ברחוב ובחניון הבניין.`,
        }),
      ],
    }),
  ]);
}

/** The portfolio: the projects, filtered by field (issue 20). */
function portfolioPage() {
  const w = factory('portfolio');
  const { title, body } = page('portfolio');
  return layout(title, [
    w('container', {
      content_width: 'boxed',
      padding: 24,
      items: [
        w('heading', { text: title, tag: 'h1', size: 'xl' }),
        ...prose(w, body),
        w('portfolio', { max_items: 24 }),
      ],
    }),
    // What a client can order directly, after seeing the work (the shop's builder widgets, issue 18).
    w('container', {
      content_width: 'boxed',
      padding: 24,
      items: [
        w('heading', { text: 'אפשר גם להזמין ישירות', tag: 'h2', size: 'large' }),
        w('text-editor', {
          html: '<p>המדריכים, ערכת הדוגמאות ובדיקת המעבדה שבפרויקטים האלה זמינים גם בחנות, ובקצרה גם ב<a href="/quick-order/">הזמנה מהירה</a>.</p>',
        }),
        w('products', { source: 'featured', max_items: 3, name: 'מוצרים מומלצים מהחנות' }),
        w('add-to-cart', { product: 'lab-fabric-test', text: 'להזמנת בדיקת מעבדה' }),
        w('menu-cart', { align: 'start' }),
      ],
    }),
  ]);
}

/**
 * The most-ordered items and the visitor's own cart on one page (the shop's cart, notices and purchase
 * summary widgets): the page is the visitor's, so it is never cached.
 */
function quickOrderPage() {
  const w = factory('quick-order');
  const { title, body } = page('quick-order');
  return layout(title, [
    w('container', {
      content_width: 'boxed',
      padding: 24,
      items: [
        w('heading', { text: title, tag: 'h1', size: 'xl' }),
        ...prose(w, body),
        w('notices', {}),
        w('heading', { text: 'מה אפשר להזמין כאן', tag: 'h2', size: 'large' }),
        w('products', { source: 'category', term: 'guides', max_items: 3, name: 'המדריכים' }),
        w('add-to-cart', { product: 'lab-fabric-test', text: 'להזמנת בדיקת מעבדה' }),
        // Shown only with Stripe's or PayPal's keys set (the demo has none).
        w('payment-buttons', { product: 'fabric-testing-guide' }),
        w('cart', { title: 'הסל שלכם', layout: 'side' }),
        // The order its link names, when the shop's settings make this the thank-you page.
        w('purchase-summary', { title: 'סיכום ההזמנה' }),
      ],
    }),
  ]);
}

/** The privacy policy: its prose, then the cookie table generated from the measurement settings. */
function privacyPolicy() {
  const w = factory('privacy');
  const { title, body } = page('privacy-policy');
  return layout(title, [
    w('container', {
      content_width: 'boxed',
      padding: 24,
      items: [w('heading', { text: title, tag: 'h1', size: 'xl' }), ...prose(w, body), w('cookie-table', {})],
    }),
  ]);
}

export function builderLayouts(
  media: MediaId,
  contactFormId: number | null = null,
): Record<string, ReturnType<typeof layout>> {
  return {
    home: home(media),
    about: about(media),
    services: services(media),
    contact: contact(media, contactFormId),
    portfolio: portfolioPage(),
    'quick-order': quickOrderPage(),
    'privacy-policy': privacyPolicy(),
  };
}
