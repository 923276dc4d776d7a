/** Editor categories (Hebrew titles), in the order the editor lists them. */
export const categories = {
  layout: 'פריסה',
  basic: 'בסיסי',
  media: 'מדיה',
  interactive: 'אינטראקטיבי',
  contact: 'יצירת קשר',
  navigation: 'ניווט',
  shop: 'חנות',
  theme: 'תבניות עיצוב',
  imported: 'ייבוא מאלמנטור',
} as const;

export type CategoryId = keyof typeof categories;

/** Categories whose widgets only an import places: the editor does not offer them for adding. */
export const hiddenCategories: readonly CategoryId[] = ['imported'];
