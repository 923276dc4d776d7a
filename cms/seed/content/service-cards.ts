import type { factory } from './layout-parts';

/**
 * The services as the home page shows them (issue 25's designed default): a card each, titled, with the
 * line the page's text lists it by and what it includes. In the order of that list; the services page
 * tells each at length.
 */
const serviceCards = [
  {
    title: 'בחירת בדים וחוטים',
    includes: ['השוואת חלופות מכמה ספקים', 'דוגמאות ובדיקות התאמה'],
  },
  {
    title: 'מפרטים טכניים',
    includes: ['דרישות מדידות וחד־משמעיות', 'מפרט בעברית ובאנגלית'],
  },
  {
    title: 'ליווי בדיקות מעבדה',
    includes: ['בחירת הבדיקות הנכונות', 'פענוח הדוח והמלצות'],
  },
  {
    title: 'תקינה ורגולציה',
    includes: ['סימון והוראות טיפול', 'הכנה לבדיקת התאמה'],
  },
  {
    title: 'בירור תקלות איכות',
    includes: ['חוות דעת מקצועית כתובה', 'מול הספק ומול הלקוח'],
  },
  {
    title: 'הדרכות וסדנאות',
    includes: ['סדנה מותאמת לצוות', 'במשרדכם או מרחוק'],
  },
] as const;

/** Service `index` as a card on a light surface: its name (linking to the services page), its line, what it includes. */
export function serviceCard(w: ReturnType<typeof factory>, text: string, index: number) {
  const card = serviceCards[index];
  if (!card) throw new Error(`no card for the service "${text}" (service-cards.ts)`);
  return w('container', {
    background: 'surface',
    padding: 24,
    gap: 12,
    items: [
      w('heading', { text: card.title, tag: 'h3', link: '/services/' }),
      w('text-editor', { html: `<p>${text}.</p>` }),
      w('icon-list', { items: card.includes.map((item) => ({ text: item, icon: 'check', link: '' })) }),
    ],
  });
}
