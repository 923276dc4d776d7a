import { defaultSingleLayout } from '../../../data/theme/default-single-layout';

/**
 * The demo's theme-builder template: the article's widgets in a centred column, published with no display
 * condition (so it shows nowhere until the owner gives it one: "חלה על…" in its edit view).
 */
export const seedThemeTemplates = [
  { title: 'עמוד מאמר – תבנית לדוגמה', kind: 'single-post' as const, layout: defaultSingleLayout },
];
