import { isolateLtr as ltr } from '../../engines/bidi';

/** Elementor Pro's theme-builder types that arig's theme builder has, by arig's kind. */
export const themeKinds: Record<string, 'header' | 'footer' | 'single-post' | 'archive' | 'not-found'> = {
  header: 'header',
  footer: 'footer',
  single: 'single-post',
  'single-post': 'single-post',
  archive: 'archive',
  'error-404': 'not-found',
};

/** Why an Elementor template other than a popup, the kit or a theme template arig has is left out, in Hebrew. */
export const templateReason = (type: string) =>
  `תבנית אלמנטור מסוג "${type ? ltr(type) : 'לא ידוע'}" אינה מיובאת: לאריג אין תבניות מסוג זה (אפשר לבנות אותה מחדש בבונה)`;
