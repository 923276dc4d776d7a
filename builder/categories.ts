/** Editor categories (Hebrew titles), in the order the editor lists them. */
export const categories = {
  layout: 'פריסה',
  basic: 'בסיסי',
  media: 'מדיה',
  interactive: 'אינטראקטיבי',
  contact: 'יצירת קשר',
  navigation: 'ניווט',
  shop: 'חנות',
} as const;

export type CategoryId = keyof typeof categories;
