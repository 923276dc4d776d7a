import { isolateLtr as ltr } from '../../engines/bidi';

/** Elementor Pro's single-article template types, which arig's theme builder has (not yet imported). */
const singleArticleTypes = new Set(['single', 'single-post']);

/** Why an Elementor template other than a popup or the kit is left out, in Hebrew, for the report. */
export const templateReason = (type: string) =>
  singleArticleTypes.has(type)
    ? `תבנית מאמר של אלמנטור (${ltr(type)}) עוד אינה מיובאת: אפשר לבנות אותה מחדש ב״תבניות עיצוב״ בעזרת הווידג׳טים של המאמר`
    : `תבנית אלמנטור מסוג "${type ? ltr(type) : 'לא ידוע'}" אינה מיובאת: לאריג אין תבניות מסוג זה (אפשר לבנות אותה מחדש בבונה)`;
