/**
 * The services as the home page shows them (issue 25's designed default): a card each, titled, with the
 * line the page's text lists it by and what it includes. In the order of that list; the services page
 * tells each at length.
 */
export const serviceCards = [
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
