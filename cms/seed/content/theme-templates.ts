import { defaultSingleLayout } from '../../../data/theme/default-single-layout';
import { defaultFooterLayout, defaultHeaderLayout } from '../../../data/theme/default-chrome-layouts';

/**
 * The demo's theme-builder templates: a header (brand, menu, a call to action), a footer (brand, menu,
 * contact) and an article (its widgets in a centred column), each published with no display condition,
 * so the site's own header, footer and article show until the owner gives one a condition ("כל האתר").
 */
export const seedThemeTemplates = [
  { title: 'כותרת עליונה – תבנית לדוגמה', kind: 'header' as const, layout: defaultHeaderLayout },
  { title: 'כותרת תחתונה – תבנית לדוגמה', kind: 'footer' as const, layout: defaultFooterLayout },
  { title: 'עמוד מאמר – תבנית לדוגמה', kind: 'single-post' as const, layout: defaultSingleLayout },
];
