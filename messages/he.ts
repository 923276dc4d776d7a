/** Visitor-facing Hebrew strings that are not content. */
export const t = {
  siteNav: 'ניווט ראשי',
  footerNav: 'ניווט בכותרת התחתונה',
  breadcrumbs: 'פירורי לחם',
  home: 'דף הבית',
  pagination: 'ניווט בין עמודי המאמרים',
  previousPage: 'לעמוד הקודם',
  nextPage: 'לעמוד הבא',
  pageN: (n: number) => `עמוד ${n}`,
  currentPageN: (n: number, total: number) => `עמוד ${n} מתוך ${total}`,
  publishedOn: 'פורסם ב־',
  by: 'מאת',
  inCategories: 'בקטגוריות',
  readMore: (title: string) => `להמשך קריאה: ${title}`,
  previousArticle: 'המאמר הקודם',
  nextArticle: 'המאמר הבא',
  articleNav: 'מאמרים סמוכים',
  noPosts: 'אין עדיין מאמרים בקטגוריה הזו.',
  contact: 'יצירת קשר',
  phone: 'טלפון',
  email: 'דואר אלקטרוני',
  whatsapp: 'וואטסאפ',
  address: 'כתובת',
  accessibilityStatement: 'הצהרת נגישות',
  sitemap: 'מפת האתר',
  allRightsReserved: 'כל הזכויות שמורות',
  companyId: 'ח.פ.',
  notFoundTitle: 'הדף לא נמצא',
  notFoundBody: 'ייתכן שהכתובת שגויה או שהדף הוסר. אפשר לחזור לדף הבית או לעיין במאמרים.',
  backHome: 'חזרה לדף הבית',
  toArticles: 'למאמרים',
  socialNetwork: (name: string) => `${name} (נפתח בחלון חדש)`,
} as const;

export const networkNames: Record<string, string> = {
  facebook: 'פייסבוק',
  instagram: 'אינסטגרם',
  linkedin: 'לינקדאין',
  youtube: 'יוטיוב',
  x: 'X',
};

/** The floating WhatsApp button and its chatbox. */
export const chatText = {
  openChatbox: 'פתיחת צ׳אט וואטסאפ',
  openApp: 'שיחת וואטסאפ עם העסק',
  newWindow: '(נפתח בחלון חדש)',
  newMessage: 'הודעה חדשה',
  close: 'סגירת הצ׳אט',
  title: (site: string) => `${site} בוואטסאפ`,
  optinNeeded: 'כדי לפתוח את השיחה צריך לסמן את תיבת ההסכמה.',
  qrCaption: 'או סריקה בטלפון:',
};
