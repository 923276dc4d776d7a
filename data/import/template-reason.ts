import { isolateLtr as ltr } from '../../engines/bidi';
import type { TemplateKind } from '../theme/get-theme-template';

/** Elementor Pro's theme-builder types that arig's theme builder has, by arig's kind. */
export const themeKinds: Record<string, TemplateKind> = {
  header: 'header',
  footer: 'footer',
  single: 'single-post',
  'single-post': 'single-post',
  'single-page': 'single-page',
  archive: 'archive',
  'search-results': 'search-results',
  'error-404': 'not-found',
};

/** Why an Elementor template other than a popup, the kit or a theme template arig has is left out, in Hebrew. */
export const templateReason = (type: string) =>
  `תבנית אלמנטור מסוג "${type ? ltr(type) : 'לא ידוע'}" אינה מיובאת: לאריג אין תבניות מסוג זה (אפשר לבנות אותה מחדש בבונה)`;
