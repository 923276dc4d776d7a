import { defaultSingleLayout } from '../../../data/theme/default-single-layout';
import { defaultFooterLayout, defaultHeaderLayout } from '../../../data/theme/default-chrome-layouts';
import { defaultArchiveLayout } from '../../../data/theme/default-archive-layout';
import { defaultNotFoundLayout } from '../../../data/theme/default-not-found-layout';
import { defaultPageLayout } from '../../../data/theme/default-page-layout';
import { defaultSearchLayout } from '../../../data/theme/default-search-layout';

/**
 * The demo's theme-builder templates. The header (brand, menu, search, a call to action, account and cart)
 * and the footer (contact details, the menus' groups, the newsletter) are the site's own, as widgets, and
 * show on the entire site: the owner edits them in the builder. The others start with no display condition,
 * so the site's own article, pages, archives, search results and 404 page show until the owner gives one a
 * condition ("כל המאמרים", "כל הארכיונים"…): an article (its widgets in a centred column), a page written as
 * text (its title, image and text, centred), an archive (breadcrumbs, title, the archive's articles), search
 * results (the title, the field and the results) and a 404 page (the way on, a search, the latest articles).
 */
const entireSite = [{ effect: 'include' as const, target: 'entire-site' as const }];

export const seedThemeTemplates = [
  { title: 'כותרת עליונה', kind: 'header' as const, layout: defaultHeaderLayout, rules: entireSite },
  { title: 'כותרת תחתונה', kind: 'footer' as const, layout: defaultFooterLayout, rules: entireSite },
  { title: 'עמוד מאמר – תבנית לדוגמה', kind: 'single-post' as const, layout: defaultSingleLayout },
  { title: 'עמוד תוכן – תבנית לדוגמה', kind: 'single-page' as const, layout: defaultPageLayout },
  { title: 'ארכיון מאמרים – תבנית לדוגמה', kind: 'archive' as const, layout: defaultArchiveLayout },
  { title: 'תוצאות חיפוש – תבנית לדוגמה', kind: 'search-results' as const, layout: defaultSearchLayout },
  { title: 'עמוד 404 – תבנית לדוגמה', kind: 'not-found' as const, layout: defaultNotFoundLayout },
];
