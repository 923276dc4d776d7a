import { isWidgetId } from '../../engines/loop-filter/codec';
import { quote, type MapContext } from './map-context';
import { mapTypography } from './map-typography';
import type { Settings } from './settings';
import { plainText } from './text';
import { oneOf, pick } from './values';
import type { WidgetMapper } from './widget-mapper';

const paginations: Readonly<Record<string, string>> = {
  numbers: 'numbers',
  prev_next: 'prev_next',
  numbers_and_prev_next: 'numbers_prev_next',
  load_more_on_click: 'load_more',
  load_more_infinite_scroll: 'load_more',
};

/** Image height ÷ width (Elementor's item ratio) → arig's nearest image ratio. */
function imageRatio(ratio: number | undefined): string {
  if (ratio === undefined) return '16-9';
  const options: [string, number][] = [
    ['16-9', 9 / 16],
    ['3-2', 2 / 3],
    ['4-3', 3 / 4],
    ['1-1', 1],
  ];
  return options.reduce((best, option) => (Math.abs(option[1] - ratio) < Math.abs(best[1] - ratio) ? option : best))[0];
}

/** How a listing looks, from an Elementor skin's settings (`cards_columns`, `classic_show_excerpt`, …). */
function listingDisplay(s: Settings, skin: string): Record<string, unknown> {
  const k = (name: string) => `${skin}_${name}`;
  const meta = s.has(k('meta_data')) ? s.strings(k('meta_data')) : ['date', 'comments'];
  const cards = skin.endsWith('cards');
  const pagination = s.str('pagination_type');
  return {
    layout: cards ? 'cards' : skin.endsWith('full_content') ? 'list' : 'grid',
    columns_desktop: s.int(k('columns'), 1, 4, 3),
    columns_tablet: s.int(k('columns_tablet'), 1, 4, 2),
    columns_mobile: s.int(k('columns_mobile'), 1, 4, 1),
    per_page: s.int(k('posts_per_page'), 1, 48, 6),
    heading_level: ['h1', 'h2'].includes(s.str(k('title_tag'))) ? 'h2' : 'h3',
    show_image: s.str(k('thumbnail')) !== 'none',
    image_ratio: imageRatio(s.size(k('item_ratio'))?.size),
    show_excerpt: s.yes(k('show_excerpt'), true),
    excerpt_length: s.int(k('excerpt_length'), 0, 100, 25),
    show_date: meta.includes('date'),
    show_author: meta.includes('author'),
    show_categories: cards && s.yes(k('show_badge'), true),
    show_read_more: s.yes(k('show_read_more'), true),
    read_more_text: plainText(s.value(k('read_more_text')), 60) || 'להמשך קריאה',
    pagination: pick(paginations, pagination, 'none'),
    empty_text: plainText(s.value('nothing_found_message'), 200) || 'לא נמצאו מאמרים מתאימים.',
    // The skin's groups for the card's texts (`cards_title_typography_font_size`, …).
    ...mapTypography(s, 'heading', k('title_typography'), 'typo_title'),
    ...mapTypography(s, 'body', k('meta_typography'), 'typo_meta'),
    ...mapTypography(s, 'body', k('excerpt_typography'), 'typo_excerpt'),
  };
}

function order(s: Settings, prefix: string): string {
  const by = s.str(`${prefix}orderby`);
  if (by === 'title') return 'title_asc';
  return s.str(`${prefix}order`) === 'asc' ? 'date_asc' : 'date_desc';
}

/** The categories a query includes (`…_include: ['terms']`, `…_include_term_ids`), as arig's term slugs. */
function includedCategories(s: Settings, prefix: string, ctx: MapContext, where: string): string[] {
  const include = s.strings(`${prefix}include`);
  if (include.includes('authors')) ctx.report.issue(`${where}: סינון לפי כותבים לא יובא`);
  if (!include.includes('terms')) return [];
  return s
    .strings(`${prefix}include_term_ids`)
    .map((id) => Number(id))
    .filter((id) => Number.isInteger(id) && id > 0)
    .flatMap((id) => ctx.category(id, where) ?? []);
}

/** Elementor Pro's Posts: articles from the chosen categories (through the resolver) or the latest. */
export const mapPosts: WidgetMapper = ({ s, ctx, where }) => {
  const postType = s.str('posts_post_type') || 'post';
  if (postType !== 'post') {
    ctx.report.issue(`${where}: רשימת ${quote(postType)} אינה רשימת מאמרים`);
    return null;
  }
  const skin = s.str('_skin') || 'classic';
  const categories = includedCategories(s, 'posts_', ctx, where);
  return {
    type: 'posts',
    props: {
      source: categories.length > 0 ? 'category' : 'latest',
      query_categories: categories.join(','),
      order: order(s, 'posts_'),
      ...listingDisplay(s, skin),
    },
  };
};

/** Elementor Pro's Archive Posts: the current archive's articles. */
export const mapArchivePosts: WidgetMapper = ({ s }) => ({
  type: 'archive-posts',
  props: { source: 'archive', ...listingDisplay(s, `archive_${s.str('_skin') || 'classic'}`) },
});

/**
 * Elementor Pro's Loop Grid. Its items are drawn by a loop template arig does not have, so the grid shows
 * arig's own article (or product) cards.
 */
export const mapLoopGrid: WidgetMapper = ({ s, ctx, where }) => {
  const postType = s.str('post_query_post_type') || 'post';
  if (postType !== 'post' && postType !== 'product') {
    ctx.report.issue(`${where}: רשת של ${quote(postType)} אינה נתמכת`);
    return null;
  }
  if (s.has('template_id')) ctx.report.issue(`${where}: תבנית הפריט של הרשת לא יובאה; הרשת מציגה את הכרטיסים של אריג`);
  const categories = postType === 'post' ? includedCategories(s, 'post_query_', ctx, where) : [];
  const pagination = s.str('pagination_type');
  return {
    type: 'loop-grid',
    props: {
      layout: 'grid',
      pagination: pick(paginations, pagination, 'none'),
      empty_text: plainText(s.value('nothing_found_message'), 200) || 'לא נמצאו מאמרים מתאימים.',
      columns_desktop: s.int('columns', 1, 4, 3),
      columns_tablet: s.int('columns_tablet', 1, 4, 2),
      columns_mobile: s.int('columns_mobile', 1, 4, 1),
      per_page: s.int('posts_per_page', 1, 48, 6),
      source: postType === 'product' ? 'products' : 'posts',
      query_categories: categories.join(','),
      order: order(s, 'post_query_'),
    },
  };
};

/** Elementor Pro's Taxonomy Filter: drives the loop grid it names (mapped to that grid's node id later). */
export const mapTaxonomyFilter: WidgetMapper = ({ s, ctx, where }) => {
  const taxonomy = s.str('taxonomy') || 'category';
  if (!['category', 'product_cat', 'product_tag'].includes(taxonomy)) {
    ctx.report.issue(`${where}: סינון לפי ${quote(taxonomy)} אינו נתמך`);
    return null;
  }
  const grid = s.str('selected_element');
  return {
    type: 'taxonomy-filter',
    targetGrid: isWidgetId(grid) ? grid : '',
    props: {
      target: '',
      taxonomy,
      logical_join: s.yes('multiple_selection')
        ? oneOf(s.str('logical_combination'), ['AND', 'OR'], 'AND')
        : 'DISABLED',
      show_all: s.str('first_item_title_show') !== 'no',
      all_label: plainText(s.value('first_item_title'), 60) || 'הכול',
    },
  };
};
