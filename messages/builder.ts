/**
 * Visitor-facing Hebrew strings of the builder's widgets (kept beside messages/he.ts, in their own file so
 * widget work does not collide with the site's strings).
 */
export const tw = {
  opensInNewTab: '(נפתח בחלון חדש)',
  enlargeImage: '(הגדלת התמונה)',
  dismissAlert: 'סגירת ההודעה',
  closePanel: 'סגירת החלונית',
  alertKind: { info: 'מידע:', success: 'הצלחה:', warning: 'אזהרה:', danger: 'שגיאה:' },
  tableOfContents: 'תוכן העניינים',
  menu: 'תפריט',
  submenuOf: (label: string) => `תת־תפריט של ${label}`,
  phone: 'טלפון',
  email: 'דואר אלקטרוני',
  whatsapp: 'וואטסאפ',
  callUs: (number: string) => `חיוג אל ${number}`,
  writeUs: (address: string) => `שליחת דואר אל ${address}`,
  whatsappUs: (number: string) => `שליחת הודעת וואטסאפ אל ${number} (נפתח בחלון חדש)`,
  contactButtons: 'דרכי יצירת קשר',
  contactButtonsEmpty:
    'כפתורי יצירת קשר: אין פרטים להצגה. מלאו טלפון, דואר אלקטרוני או וואטסאפ בהגדרות האתר (או בחרו ״פרטים אחרים״).',
  playVideo: (title: string) => `הפעלת הסרטון: ${title}`,
  carousel: 'קרוסלה',
  slide: 'שקופית',
  slideOf: (n: number, total: number) => `${n} מתוך ${total}`,
  previousSlide: 'השקופית הקודמת',
  nextSlide: 'השקופית הבאה',
  goToSlide: (n: number) => `מעבר לשקופית ${n}`,
  pauseCarousel: 'עצירת ההחלפה האוטומטית',
  playCarousel: 'הפעלת ההחלפה האוטומטית',
  videoNotice: (provider: string) => `הנגן של ${provider} ייטען רק אחרי לחיצה על הפעלה.`,
  videoFailed: (provider: string) => `הנגן של ${provider} לא נטען. הקישור יפתח את הסרטון באתר ${provider}.`,
  editorEmpty: {
    image: 'תמונה: עדיין לא נבחרה תמונה. בחרו אחת מספריית המדיה בהגדרות הרכיב.',
    images: 'עדיין אין תמונות. הוסיפו תמונות מספריית המדיה בהגדרות הרכיב.',
    video: 'וידאו: עדיין אין כתובת סרטון. הוסיפו אותה בהגדרות הרכיב.',
    slides: 'מצגת: עדיין אין שקופיות. הוסיפו שקופית בהגדרות הרכיב.',
    reviews: 'המלצות: עדיין אין המלצות שפורסמו (או שהמספרים שנבחרו אינם של המלצות שפורסמו).',
    lottie: 'אנימציית Lottie: בחרו קובץ אנימציה ותמונת פתיחה (פוסטר) מספריית המדיה בהגדרות הרכיב.',
    products: 'רשת מוצרים: אין מוצרים שפורסמו במקור שנבחר (או שמזהה הקטגוריה או התגית אינו קיים).',
    addToCart: 'הוספה לסל: כתבו את מזהה המוצר (slug) כפי שהוא מופיע בכתובת המוצר, למשל fabric-testing-guide.',
    paymentButtons:
      'כפתורי תשלום: כתבו את מזהה המוצר (slug). הכפתורים מוצגים רק לאמצעי תשלום שהוגדרו באתר (מפתחות Stripe או PayPal).',
    cart: 'סל קניות: כאן יוצג סל הקניות של המבקר, עם הכמויות והסכום לתשלום. דף שמציג אותו אינו נשמר במטמון.',
    notices: 'הודעות החנות: כאן יופיעו ההודעות אחרי פעולה בחנות, למשל „נוסף לסל”. בלי הודעה, הרכיב אינו מוצג.',
    purchaseSummary: (title: string) =>
      `${title}: כאן יוצגו פרטי ההזמנה, כשהעמוד נבחר כעמוד התודה בהגדרות החנות. בלי קישור להזמנה, הרכיב אינו מוצג באתר.`,
    wpPlaceholder: {
      title: 'רכיב מאלמנטור שלא יובא:',
      unknownType: 'סוג לא ידוע',
      kept: 'לאריג אין רכיב מקביל. ההגדרות המקוריות נשמרו בהגדרות הרכיב לעיון, ובאתר הרכיב אינו מוצג למבקרים. בנו את התוכן מחדש ברכיבי אריג, ואז מחקו את הרכיב הזה.',
      truncated: 'ההגדרות המקוריות היו ארוכות מדי, ונשמר רק החלק הראשון שלהן.',
    },
  },
  lottie: {
    pause: 'השהיית האנימציה',
    play: 'הפעלת האנימציה',
  },
  reviews: {
    rating: (stars: number) => `דירוג: ${stars} מתוך 5`,
    summary: (average: string, count: number) =>
      `דירוג ממוצע ${average} מתוך 5, לפי ${count === 1 ? 'המלצה אחת' : `${count} המלצות`}`,
    source: 'ההמלצה במקור',
  },
  loop: {
    results: (n: number) => (n === 1 ? 'נמצא פריט אחד' : n === 0 ? 'לא נמצאו פריטים' : `נמצאו ${n} פריטים`),
    pagination: 'ניווט בין עמודי התוצאות',
    previous: 'לעמוד הקודם',
    next: 'לעמוד הבא',
    pageN: (n: number) => `עמוד ${n}`,
    currentPageN: (n: number, total: number) => `עמוד ${n} מתוך ${total}`,
    categories: 'קטגוריות:',
    editorPreview: 'כאן יוצגו המאמרים, לפי ההגדרות, בעמוד שבאתר.',
  },
} as const;
