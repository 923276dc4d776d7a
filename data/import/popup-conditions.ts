import { readList, type Raw } from './popup-values';

/**
 * Where the popup appears, with WordPress ids still to resolve: `'all'` asks for every page or category
 * arig has when the import resolves it (Elementor's "all posts" beside chosen pages becomes every category).
 */
export interface PlacementPlan {
  show_on: 'all' | 'articles' | 'chosen';
  pages: number[] | 'all';
  categories: number[] | 'all';
  exclude_pages: number[];
  exclude_categories: number[];
}

interface Collected {
  everywhere: boolean;
  singular: boolean;
  articles: boolean;
  allPages: boolean;
  pages: number[];
  categories: number[];
  excludePages: number[];
  excludeCategories: number[];
}

const id = (part: string | undefined): number | null =>
  part !== undefined && /^\d{1,12}$/.test(part) && Number(part) > 0 ? Number(part) : null;

/** Hebrew wording of a condition arig has no counterpart for. */
function unsupported(condition: string, include: boolean): string {
  const archive = condition.includes('/archive')
    ? ' (באריג חלון מופיע בעמודי קטגוריה וארכיון רק כשהוא מוצג בכל הדפים)'
    : '';
  return include
    ? `תנאי ההצגה "${condition}" אינו קיים באריג ולא יובא${archive}: יש לבחור בסטודיו היכן להציג את החלון`
    : `ההחרגה "${condition}" אינה קיימת באריג ולא יובאה${archive}: יש לבדוק בסטודיו היכן החלון מוצג`;
}

type Flag = 'everywhere' | 'singular' | 'articles' | 'allPages';
type List = 'pages' | 'categories' | 'excludePages' | 'excludeCategories';

/** What one condition adds, or null when arig has no counterpart. */
type Effect = { flag: Flag } | { list: List; id: number } | null;

function includeEffect(parts: string[], condition: string, notes: string[]): Effect {
  const [scope, kind, sub, more] = parts;
  const n = id(sub);
  if (scope === 'general' && kind === undefined) return { flag: 'everywhere' };
  if (scope !== 'singular' || more !== undefined) return null;
  if (kind === undefined) {
    notes.push(`"${condition}" (כל הפוסטים והעמודים) יובא כ"כל הדפים" של אריג, שכולל גם עמודי קטגוריות וחיפוש`);
    return { flag: 'singular' };
  }
  if (kind === 'post' && sub === undefined) return { flag: 'articles' };
  if (kind === 'page' && sub === undefined) return { flag: 'allPages' };
  if (kind === 'page' && n !== null) return { list: 'pages', id: n };
  if ((kind === 'in_category' || kind === 'in_category_children') && n !== null) {
    if (kind === 'in_category_children')
      notes.push(`"${condition}": באריג החלון יוצג גם במאמרים שבקטגוריה עצמה, לא רק בתת־הקטגוריות שלה`);
    return { list: 'categories', id: n };
  }
  return null;
}

function excludeEffect(parts: string[]): Effect {
  const [scope, kind, sub, more] = parts;
  const n = id(sub);
  if (scope !== 'singular' || n === null || more !== undefined) return null;
  if (kind === 'page') return { list: 'excludePages', id: n };
  if (kind === 'in_category' || kind === 'in_category_children') return { list: 'excludeCategories', id: n };
  return null;
}

function collect(conditions: string[], notes: string[]): Collected {
  const into: Collected = {
    everywhere: false,
    singular: false,
    articles: false,
    allPages: false,
    pages: [],
    categories: [],
    excludePages: [],
    excludeCategories: [],
  };
  for (const condition of conditions) {
    const [type, ...parts] = condition.split('/').filter(Boolean);
    const effect =
      type === 'include' ? includeEffect(parts, condition, notes) : type === 'exclude' ? excludeEffect(parts) : null;
    if (effect === null) notes.push(unsupported(condition, type !== 'exclude'));
    else if ('flag' in effect) into[effect.flag] = true;
    else into[effect.list].push(effect.id);
  }
  return into;
}

const unique = (ids: number[]) => [...new Set(ids)];

/**
 * `_elementor_conditions` (`include/general`, `include/singular/post`, `include/singular/page/12`,
 * `include/singular/in_category/5`, `exclude/…`) → arig's placement. Elementor shows a popup without
 * include conditions nowhere by itself (only from a link), and so does arig's "chosen" with nothing chosen.
 */
export function mapConditions(raw: Raw, notes: string[]): PlacementPlan {
  const c = collect(readList(raw), notes);
  const exclusions = { exclude_pages: unique(c.excludePages), exclude_categories: unique(c.excludeCategories) };
  if (c.everywhere || c.singular) return { show_on: 'all', pages: [], categories: [], ...exclusions };
  const chosenPages = c.allPages || c.pages.length > 0;
  if (c.articles && !chosenPages) return { show_on: 'articles', pages: [], categories: [], ...exclusions };
  if (c.allPages) notes.push('"כל העמודים" יובא כרשימת העמודים הקיימים: עמוד חדש יש להוסיף לחלון בסטודיו');
  if (c.articles) notes.push('"כל הפוסטים" יובא כרשימת הקטגוריות הקיימות: קטגוריה חדשה יש להוסיף לחלון בסטודיו');
  return {
    show_on: 'chosen',
    pages: c.allPages ? 'all' : unique(c.pages),
    categories: c.articles ? 'all' : unique(c.categories),
    ...exclusions,
  };
}
