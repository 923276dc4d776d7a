import { defaultSingleLayout } from '../../../data/theme/default-single-layout';
import { defaultFooterLayout, defaultHeaderLayout } from '../../../data/theme/default-chrome-layouts';
import { defaultArchiveLayout } from '../../../data/theme/default-archive-layout';
import { defaultNotFoundLayout } from '../../../data/theme/default-not-found-layout';
import { defaultPageLayout } from '../../../data/theme/default-page-layout';
import { defaultSearchLayout } from '../../../data/theme/default-search-layout';

/**
 * The demo's theme-builder templates. The header (brand, menu, search, a call to action, account and cart),
 * the footer (contact details, the menus' groups, the newsletter), the article (its details, text, author
 * and neighbours, with the side column) and the archive (its title, a filter of the category's topics, the
 * cards) are the site's own, as widgets, and show on the entire site, every article and every archive: the
 * owner edits them in the builder. The others start with no display condition, so the site's own pages,
 * search results and 404 page show until the owner gives one a condition: a page written as text (its
 * title, image and text, centred), search results (the title, the field and the results) and a 404 page
 * (the way on, a search, the latest articles).
 */
const entireSite = [{ effect: 'include' as const, target: 'entire-site' as const }];
const allPosts = [{ effect: 'include' as const, target: 'all-posts' as const }];
const allArchives = [{ effect: 'include' as const, target: 'all-archives' as const }];

export const seedThemeTemplates = [
  { title: 'כותרת עליונה', kind: 'header' as const, layout: defaultHeaderLayout, rules: entireSite },
  { title: 'כותרת תחתונה', kind: 'footer' as const, layout: defaultFooterLayout, rules: entireSite },
  { title: 'עמוד מאמר', kind: 'single-post' as const, layout: defaultSingleLayout, rules: allPosts },
  { title: 'עמוד תוכן – תבנית לדוגמה', kind: 'single-page' as const, layout: defaultPageLayout },
  { title: 'ארכיון מאמרים', kind: 'archive' as const, layout: defaultArchiveLayout, rules: allArchives },
  { title: 'תוצאות חיפוש – תבנית לדוגמה', kind: 'search-results' as const, layout: defaultSearchLayout },
  { title: 'עמוד 404 – תבנית לדוגמה', kind: 'not-found' as const, layout: defaultNotFoundLayout },
];
