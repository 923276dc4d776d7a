import type { SeedCategory } from './types';

/** The article tree: one top category and its children. Each article names its child category; the seed adds the parent. */
export const categories: SeedCategory[] = [
  {
    slug: 'articles',
    title: 'מאמרים',
    description:
      'מאמרים מקצועיים על בדים, חוטים, בדיקות מעבדה ותקינה – ידע מעשי מהשטח, למעצבים, ליצרנים, ליבואנים ולכל מי שעובד עם טקסטיל.',
  },
  {
    slug: 'fabrics',
    title: 'בדים',
    parent: 'articles',
    description:
      'מבני אריגה וסריגה, משקל ודחיסות, גימורים ובחירת בד נכון למוצר: איך קוראים בד, ומה כל פרמטר אומר על הביצועים שלו.',
  },
  {
    slug: 'yarns-and-fibres',
    title: 'חוטים וסיבים',
    parent: 'articles',
    description:
      'מהסיב אל החוט: כותנה, צמר, סיבים סינתטיים וסיבי תאית, שיטות טוויה, פיתול ומערכות מספור חוטים כמו Ne, tex ו-denier.',
  },
  {
    slug: 'testing',
    title: 'בדיקות מעבדה',
    parent: 'articles',
    description:
      'מה נבדק במעבדת טקסטיל ואיך: עמידות צבע, התכווצות, חוזק, שחיקה ופילינג – ואיך לקרוא את התוצאות ולהחליט על פיהן.',
  },
  {
    slug: 'standards',
    title: 'תקינה ותקנים',
    parent: 'articles',
    description:
      'תקני ISO, EN ו-ASTM, תקנים ישראליים, תווית טיפול, דליקות וחומרים מוגבלים: מה חל על המוצר שלכם ואיך עומדים בדרישות.',
  },
  {
    slug: 'technical-textiles',
    title: 'טקסטיל טכני',
    parent: 'articles',
    description:
      'בדים שעושים עבודה: גאוטקסטיל, בדים לא ארוגים, טקסטיל רפואי, ביגוד מגן ובדים לסינון – חומרים, תכונות ושיטות בדיקה.',
  },
];
