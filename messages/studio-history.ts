import type { LayoutChange } from '../builder/layout-diff';

/** Hebrew strings of a builder layout's entry in the studio's version history. */
export const th = {
  heading: 'מה השתנה בבונה העמודים',
  none: 'אין שינויים בפריסה בין שתי הגרסאות.',
  title: (from: string, to: string) => `כותרת הפריסה שונתה מ־‹${from || 'ללא'}› ל־‹${to || 'ללא'}›`,
  kinds: { added: 'נוסף', removed: 'הוסר', edited: 'נערך', moved: 'הוזז' } satisfies Record<
    LayoutChange['kind'],
    string
  >,
  inside: (n: number) => (n === 1 ? 'ובתוכו רכיב אחד' : `ובתוכו ${n} רכיבים`),
  fields: (names: string[]) => `שדות: ${names.join(', ')}`,
  from: 'הגרסה הקודמת',
  to: 'הגרסה הזו',
  previewTitle: (which: string) => `תצוגה של ${which} כפי שתוצג באתר`,
  empty: 'אין בה רכיבים.',
  restoreHint: 'לשחזור הגרסה הזו: ״שחזור גרסה זו״ בראש העמוד.',
};
