/** The import's stages in Hebrew, as the command line's bars and the studio's screen name them. */
export const importStageLabels: Record<string, string> = {
  authors: 'כותבים',
  terms: 'קטגוריות ותגיות',
  media: 'מדיה',
  popups: 'חלונות קופצים',
  content: 'מאמרים ועמודים',
  menus: 'תפריטים',
  products: 'מוצרים',
  redirects: 'הפניות מכתובות ישנות',
  settings: 'הגדרות האתר',
  options: 'הגדרות וורדפרס',
};
