import type { SeedBlock } from './types';

/** The demo shop (issue 18): what a textile consultancy sells — guides, a lab service, a sample kit, a book. */
export const productCategories = [
  {
    slug: 'guides',
    title: 'מדריכים דיגיטליים',
    description: 'מדריכים מעשיים להורדה, מבוססים על שנים של עבודה במעבדה ובמפעל.',
    order: 1,
  },
  {
    slug: 'lab-services',
    title: 'שירותי מעבדה',
    description: 'בדיקות בד וחוט לפי תקן, עם דוח מפורש בעברית.',
    order: 2,
  },
  {
    slug: 'materials',
    title: 'דוגמאות וחומרים',
    description: 'ערכות דוגמאות וספרים ללימוד ולעבודה מול ספקים.',
    order: 3,
  },
  {
    slug: 'sample-kits',
    title: 'ערכות דוגמאות',
    description: 'ערכות בד לבחירת חומרים.',
    order: 1,
    parent: 'materials',
  },
] as const;

export const productTags = [
  { slug: 'iso', title: 'תקני ISO' },
  { slug: 'beginners', title: 'למתחילים' },
  { slug: 'weaving', title: 'אריגה' },
] as const;

export interface SeedProduct {
  slug: string;
  title: string;
  sku: string;
  kind: 'physical' | 'digital' | 'service';
  price: number;
  salePrice?: number;
  /** Days from seeding until the sale ends (a scheduled sale); none = open-ended. */
  saleDays?: number;
  stock: { mode: 'unlimited' | 'count' | 'out'; count?: number };
  short: string;
  description: SeedBlock[];
  images: string[];
  categories: string[];
  tags: string[];
  featured?: boolean;
  attributes?: { name: string; values: string }[];
  variants?: {
    option1: string;
    option2?: string;
    sku: string;
    price?: number;
    stock: { mode: 'count' | 'out'; count?: number };
  }[];
  related?: string[];
}

export const products: SeedProduct[] = [
  {
    slug: 'fabric-testing-guide',
    title: 'מדריך בדיקות בד: מה לבדוק, לפי איזה תקן, ואיך לקרוא את הדוח',
    sku: 'ARIG-G-TEST',
    kind: 'digital',
    price: 149,
    salePrice: 119,
    saleDays: 21,
    stock: { mode: 'unlimited' },
    short: 'מדריך PDF של 64 עמודים: מטריצת בדיקות לפי סוג מוצר, עשרות תקני ISO ו-AATCC, ודוגמאות לדוחות מעבדה מוסברים.',
    description: [
      {
        type: 'p',
        text: 'המדריך נולד מהשאלות שחוזרות בכל פרויקט: אילו בדיקות באמת נחוצות לבד הזה, כמה דגימות לשלוח, ומה המספרים בדוח אומרים.',
      },
      { type: 'h3', text: 'מה בפנים' },
      {
        type: 'ul',
        items: [
          'מטריצת בדיקות לבגדים, לריפוד ולטקסטיל טכני',
          'עמידות צבע, יציבות ממדית, שחיקה ופילינג: מה כל בדיקה מודדת',
          'איך לנסח דרישות לספק כך שאפשר יהיה לבדוק אותן',
        ],
      },
      { type: 'p', text: 'הקובץ נשלח בדוא״ל מיד אחרי התשלום, ועדכונים עתידיים נשלחים ללא תשלום נוסף.' },
    ],
    images: ['test-report-reading', 'standards-map'],
    categories: ['guides'],
    tags: ['iso'],
    featured: true,
    related: ['yarn-count-guide', 'lab-fabric-test'],
  },
  {
    slug: 'yarn-count-guide',
    title: 'מדריך מספור חוטים: Ne, Nm, Tex ו-Denier בלי בלבול',
    sku: 'ARIG-G-YARN',
    kind: 'digital',
    price: 79,
    stock: { mode: 'unlimited' },
    short: 'טבלאות המרה, דוגמאות חישוב ותרגילים פתורים: כל מה שצריך כדי לדבר עם ספק חוטים בשפה שלו.',
    description: [
      {
        type: 'p',
        text: 'ארבע שיטות מספור, שתיים ישירות ושתיים עקיפות. המדריך מסביר כל אחת, מתי משתמשים בה, ואיך עוברים ביניהן בלי טעויות.',
      },
      { type: 'ul', items: ['טבלת המרה מלאה להדפסה', '12 תרגילים פתורים', 'דף עזר לשיחה עם ספק'] },
    ],
    images: ['yarn-count-systems'],
    categories: ['guides'],
    tags: ['beginners'],
    related: ['fabric-testing-guide'],
  },
  {
    slug: 'lab-fabric-test',
    title: 'בדיקת בד במעבדה: חבילת בסיס',
    sku: 'ARIG-S-LAB',
    kind: 'service',
    price: 950,
    stock: { mode: 'unlimited' },
    short: 'משקל (GSM), צפיפות, הרכב סיבים ויציבות ממדית בכביסה, עם דוח בעברית ושיחת הסבר של חצי שעה.',
    description: [
      {
        type: 'p',
        text: 'שולחים אלינו שני מטרים של בד, ותוך עשרה ימי עבודה מקבלים דוח מלא ושיחת הסבר. הבדיקות נעשות באווירה מותנית לפי ISO 139.',
      },
      { type: 'h3', text: 'הבדיקות בחבילה' },
      {
        type: 'ul',
        items: [
          'משקל ליחידת שטח (ISO 3801)',
          'צפיפות חוטים (ISO 7211-2)',
          'זיהוי סיבים',
          'שינוי ממדים בכביסה (ISO 5077)',
        ],
      },
    ],
    images: ['services-lab', 'conditioning-atmosphere'],
    categories: ['lab-services'],
    tags: ['iso'],
    featured: true,
    related: ['fabric-testing-guide'],
  },
  {
    slug: 'online-consultation',
    title: 'פגישת ייעוץ מקוונת: שעה אחת',
    sku: 'ARIG-S-CONSULT',
    kind: 'service',
    price: 450,
    stock: { mode: 'unlimited' },
    short: 'שעה של עבודה על השאלה שלכם: בחירת בד, מפרט לספק, קריאת דוח מעבדה או תכנון בדיקות.',
    description: [
      {
        type: 'p',
        text: 'אחרי ההזמנה נשלח אליכם קישור לתיאום מועד. אפשר לשלוח מראש מסמכים ודוגמאות, וכך השעה מנוצלת עד הסוף.',
      },
    ],
    images: ['spec-sheet'],
    categories: ['lab-services'],
    tags: [],
  },
  {
    slug: 'fabric-sample-kit',
    title: 'ערכת דוגמאות אריג',
    sku: 'ARIG-K-SAMPLE',
    kind: 'physical',
    price: 180,
    stock: { mode: 'unlimited' },
    short: 'שתים-עשרה דוגמאות של אריגה, טוויל וסאטן באותו חוט, כל אחת עם כרטיס מפרט: ללמוד לזהות מבנה במגע.',
    description: [
      {
        type: 'p',
        text: 'הערכה מגיעה בשלושה גוונים ובשני גדלים. כל דוגמה מסומנת במבנה, בצפיפות ובמשקל, כך שאפשר להשוות ביניהן בעין ובמגע.',
      },
      { type: 'p', text: 'משלוח עם שליח עד הבית תוך חמישה ימי עסקים.' },
    ],
    images: ['plain-twill-satin', 'denim-construction', 'knit-vs-woven'],
    categories: ['sample-kits'],
    tags: ['weaving', 'beginners'],
    featured: true,
    attributes: [
      { name: 'גוון', values: 'טבעי, אינדיגו, אפור' },
      { name: 'גודל', values: 'A5, A4' },
    ],
    variants: [
      { option1: 'טבעי', option2: 'A5', sku: 'ARIG-K-NAT-A5', stock: { mode: 'count', count: 12 } },
      { option1: 'טבעי', option2: 'A4', sku: 'ARIG-K-NAT-A4', price: 240, stock: { mode: 'count', count: 4 } },
      { option1: 'אינדיגו', option2: 'A5', sku: 'ARIG-K-IND-A5', stock: { mode: 'count', count: 8 } },
      { option1: 'אינדיגו', option2: 'A4', sku: 'ARIG-K-IND-A4', price: 240, stock: { mode: 'out' } },
      { option1: 'אפור', option2: 'A5', sku: 'ARIG-K-GRY-A5', stock: { mode: 'count', count: 3 } },
    ],
    related: ['weaving-basics-book'],
  },
  {
    slug: 'weaving-basics-book',
    title: 'ספר: יסודות האריגה',
    sku: 'ARIG-B-WEAVE',
    kind: 'physical',
    price: 189,
    stock: { mode: 'out' },
    short: 'ספר עיון בעברית על מבני אריגה, מהנול הידני ועד המכונה, עם 120 איורים. ההדפסה השנייה בדרך.',
    description: [
      { type: 'p', text: 'המהדורה הראשונה אזלה. השאירו פרטים בעמוד יצירת הקשר ונודיע כשההדפסה השנייה תגיע.' },
    ],
    images: ['spinning-systems'],
    categories: ['materials'],
    tags: ['weaving'],
  },
];

/** A welcome coupon for the demo shop: 10% off from ₪100 of products. */
export const coupons = [{ code: 'WELCOME10', kind: 'percent' as const, amount: 10, minimum: 100, active: true }];
