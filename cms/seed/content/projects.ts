import type { SeedImageKey } from './types';

/** Demo portfolio projects (fictional clients and work; real kinds of textile-engineering jobs). */
export interface SeedProject {
  slug: string;
  title: string;
  field: string;
  client: string;
  year: number;
  summary: string;
  images: SeedImageKey[];
  body: string;
}

export const projects: SeedProject[] = [
  {
    slug: 'geotextile-spec-road',
    title: 'מפרט גאוטקסטיל לסוללת כביש',
    field: 'טקסטיל טכני',
    client: 'חברת תשתיות ארצית',
    year: 2026,
    summary: 'בחירת יריעה לא ארוגה להפרדה ולסינון בסוללה חדשה, ומפרט קבלה לספקים.',
    images: ['geotextiles', 'nonwovens'],
    body: 'השוואנו שלוש יריעות לפי חוזק ניקוב, פתח נקבוביות אופייני וחדירות מים, וכתבנו מפרט קבלה עם בדיקות לכל משלוח.',
  },
  {
    slug: 'hospital-gowns-audit',
    title: 'בדיקת חלוקים כירורגיים לבית חולים',
    field: 'טקסטיל רפואי',
    client: 'מרכז רפואי',
    year: 2025,
    summary: 'בירור תלונות על חדירות נוזלים, בדיקות מעבדה לפי התקן, והמלצה לשינוי הספק.',
    images: ['medical-textiles', 'test-report-reading'],
    body: 'דגמנו חלוקים משלוש אצוות, בדקנו עמידות לחדירת נוזלים ולקריעה, ופענחנו את דוחות הספק מול התוצאות.',
  },
  {
    slug: 'workwear-flame',
    title: 'ביגוד עבודה מעכב בעירה למפעל',
    field: 'ביגוד מגן',
    client: 'מפעל מתכת',
    year: 2025,
    summary: 'הגדרת דרישות לביגוד מגן מחום ומלהבה, והשוואת הצעות של ארבעה יצרנים.',
    images: ['protective-workwear', 'flammability'],
    body: 'קבענו את רמות ההגנה הנדרשות לפי התהליכים במפעל, ובדקנו את הבדים המוצעים לעמידות הגימור לאחר כביסות חוזרות.',
  },
  {
    slug: 'denim-shrinkage',
    title: 'התכווצות בקולקציית ג׳ינס',
    field: 'אופנה והלבשה',
    client: 'מותג אופנה',
    year: 2024,
    summary: 'ניתוח החזרות בגלל התכווצות, ושינוי בגימור ובהוראות הטיפול.',
    images: ['denim-construction', 'dimensional-stability'],
    body: 'מדדנו יציבות ממדית לפני הגימור ואחריו, ומצאנו שהסנפור לא הותאם למשקל הבד החדש. אחרי התיקון ההחזרות ירדו.',
  },
  {
    slug: 'upholstery-abrasion',
    title: 'בד ריפוד לרשת בתי קפה',
    field: 'ריהוט וריפוד',
    client: 'רשת בתי קפה',
    year: 2024,
    summary: 'בחירת בד ריפוד עמיד לשחיקה ולכתמים לכיסאות בשימוש אינטנסיבי.',
    images: ['martindale-abrasion', 'fabric-finishes'],
    body: 'בדקנו חמישה בדים במרטינדייל ולפילינג, והמלצנו על בד פוליאסטר עם גימור דוחה כתמים שעבר 60,000 מחזורים.',
  },
  {
    slug: 'recycled-polyester-bags',
    title: 'תיקים מפוליאסטר ממוחזר',
    field: 'טקסטיל טכני',
    client: 'יבואן מוצרי קמפינג',
    year: 2023,
    summary: 'אימות טענות המחזור וחוזק התפרים לפני הזמנה ראשונה.',
    images: ['recycled-polyester', 'tensile-and-tear'],
    body: 'בדקנו את התעודות, את חוזק המתיחה של הבד ושל התפרים, והגדרנו בדיקות קבלה לכל משלוח.',
  },
];
