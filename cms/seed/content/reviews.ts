/** Demo testimonials (fictional people and companies; the kinds of work the business does). */
export interface SeedReview {
  author: string;
  role: string;
  company: string;
  text: string;
  rating: number;
  date: string;
}

export const reviews: SeedReview[] = [
  {
    author: 'מיכל אברהמי',
    role: 'מנהלת רכש',
    company: 'מרכז רפואי',
    text: 'הגענו עם שלוש הצעות לחלוקים כירורגיים ובלי דרך להשוות ביניהן. קיבלנו טבלת השוואה לפי התקן, שתי בדיקות מעבדה שכדאי להזמין, ותשובה ברורה. החיסכון בשנה הראשונה כיסה את הייעוץ פי כמה.',
    rating: 5,
    date: '2026-10-12',
  },
  {
    author: 'יוסי בן דוד',
    role: 'מהנדס איכות',
    company: 'מפעל אריגה בצפון',
    text: 'הבעיה הייתה התכווצות אחרי כביסה שחזרה בכל אצווה. תוך שבועיים היה לנו מקור הבעיה בהגדרות הקיבוע ונוהל בדיקה קצר לרצפת הייצור.',
    rating: 5,
    date: '2026-08-30',
  },
  {
    author: 'נועה שמיר',
    role: 'מעצבת ומייסדת',
    company: 'מותג אופנה עצמאי',
    text: 'כמותג קטן לא ידעתי מה לבקש מהספק. קיבלתי מפרט בדים שאני מבינה, ועכשיו אני יודעת לקרוא דוח מעבדה בעצמי.',
    rating: 5,
    date: '2026-06-04',
  },
  {
    author: 'אבי כהן',
    role: 'מנהל פרויקטים',
    company: 'חברת תשתיות',
    text: 'מפרט הגאוטקסטיל נכתב כך שכל ספק יכול לעמוד בו או לא, בלי אזורים אפורים. העבודה עם המשלוחים הבאים הייתה פשוטה בהרבה.',
    rating: 4,
    date: '2026-03-18',
  },
];
