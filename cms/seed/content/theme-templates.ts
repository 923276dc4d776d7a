import { defaultSingleLayout } from '../../../data/theme/default-single-layout';
import { defaultFooterLayout, defaultHeaderLayout } from '../../../data/theme/default-chrome-layouts';
import { defaultArchiveLayout } from '../../../data/theme/default-archive-layout';
import { defaultNotFoundLayout } from '../../../data/theme/default-not-found-layout';
import { defaultPageLayout } from '../../../data/theme/default-page-layout';
import { defaultSearchLayout } from '../../../data/theme/default-search-layout';

/**
 * The demo's theme-builder templates: a header (brand, menu, a call to action), a footer (brand, menu,
 * contact), an article (its widgets in a centred column), a page written as text (its title, image and
 * text, centred), an archive (breadcrumbs, title, the archive's articles), search results (the title,
 * the field and the results) and a 404 page (the way on, a search, the latest articles), each published with no display condition, so the site's own header, footer, article and
 * archives show until the owner gives one a condition ("כל האתר", "כל הארכיונים").
 */
export const seedThemeTemplates = [
  { title: 'כותרת עליונה – תבנית לדוגמה', kind: 'header' as const, layout: defaultHeaderLayout },
  { title: 'כותרת תחתונה – תבנית לדוגמה', kind: 'footer' as const, layout: defaultFooterLayout },
  { title: 'עמוד מאמר – תבנית לדוגמה', kind: 'single-post' as const, layout: defaultSingleLayout },
  { title: 'עמוד תוכן – תבנית לדוגמה', kind: 'single-page' as const, layout: defaultPageLayout },
  { title: 'ארכיון מאמרים – תבנית לדוגמה', kind: 'archive' as const, layout: defaultArchiveLayout },
  { title: 'תוצאות חיפוש – תבנית לדוגמה', kind: 'search-results' as const, layout: defaultSearchLayout },
  { title: 'עמוד 404 – תבנית לדוגמה', kind: 'not-found' as const, layout: defaultNotFoundLayout },
];
