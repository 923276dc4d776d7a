import type { ImportKind } from './report';

/** The import's stages in Hebrew, as the command line's bars and the studio's screen name them. */
export const importStageLabels: Record<string, string> = {
  authors: 'כותבים',
  terms: 'קטגוריות ותגיות',
  media: 'מדיה',
  forms: 'טפסים',
  popups: 'חלונות קופצים',
  content: 'מאמרים ועמודים',
  templates: 'תבניות עיצוב',
  menus: 'תפריטים',
  products: 'מוצרים',
  redirects: 'הפניות מכתובות ישנות',
  settings: 'הגדרות האתר',
  options: 'הגדרות וורדפרס',
};

/** What each count of the report counts, in Hebrew. */
export const importKindLabels: Record<ImportKind, string> = {
  authors: 'כותבים',
  categories: 'קטגוריות',
  tags: 'תגיות',
  media: 'קובצי מדיה',
  popups: 'חלונות קופצים',
  forms: 'טפסים',
  templates: 'תבניות עיצוב',
  posts: 'מאמרים',
  pages: 'עמודים',
  menus: 'תפריטים',
  products: 'מוצרים',
  redirects: 'הפניות',
  settings: 'הגדרות',
};
