const pageTitle = 'חיפוש';
const resultsFor = 'תוצאות חיפוש:';

/** Visitor-facing Hebrew strings of the site search. */
export const ts = {
  label: 'חיפוש באתר',
  placeholder: 'מה לחפש? למשל: בדיקת שחיקה',
  // Short enough for the header's narrowest field (8rem beside the brand and the button): never cut.
  compactPlaceholder: 'חיפוש…',
  submit: 'חיפוש',
  pageTitle,
  resultsFor,
  /** The results page's title; `words` as they should stand in it (isolated where the line is shown). */
  titleFor: (words: string) => (words ? `${resultsFor} ${words}` : pageTitle),
  count: (n: number) => (n === 0 ? 'לא נמצאו תוצאות' : n === 1 ? 'נמצאה תוצאה אחת' : `נמצאו ${n} תוצאות`),
  emptyQuery: 'כתבו מילה או שתיים ולחצו "חיפוש". אפשר לחפש בעברית או באנגלית, עם או בלי ה׳, ו׳ או ב׳ בתחילת המילה.',
  noResults: 'נסו מילה אחרת, מילה אחת במקום כמה, או עיינו במאמרים.',
  trimmed: (max: number) => `החיפוש קוצר ל־${max} התווים הראשונים.`,
  kinds: { post: 'מאמר', page: 'עמוד', project: 'פרויקט' },
  pagination: 'ניווט בין עמודי התוצאות',
  suggestions: 'הצעות',
  suggestionsCount: (n: number) =>
    n === 0 ? 'אין הצעות' : n === 1 ? 'הצעה אחת. חצים למעלה ולמטה לבחירה' : `${n} הצעות. חצים למעלה ולמטה לבחירה`,
  allResults: (q: string) => `כל התוצאות עבור ${q}`,
} as const;
