import { readLayout, type Layout } from '../builder/layout';
import { postsPerPage } from '../config/site';
import type { CategoryView } from './types';

/**
 * A category archive (/articles/, /articles/fabrics/) is a loop grid with a category filter, laid out in
 * code rather than stored: archives have no document of their own, so their refresh calls send
 * `post_id: 0` and the endpoint finds the category from `pagination_base_url`'s path.
 */
export const archiveWidgetIds = { grid: 'archive-grid', filter: 'archive-filter', posts: 'archive-posts' } as const;

let listingLayout: Layout | undefined;

/**
 * Tag, author and date archives: one archive-posts widget, which lists the archive it is shown on (the
 * page passes the archive's scope in its loop location). Its cards name their authors, except on an
 * author's archive, where every card would repeat the same byline.
 */
export function listingArchiveLayout(): Layout {
  listingLayout ??= checked({
    version: 1,
    root: { props: {} },
    content: [
      {
        type: 'archive-posts',
        props: {
          id: archiveWidgetIds.posts,
          per_page: postsPerPage,
          image_priority: true,
          show_author: true,
          show_categories: false,
          show_read_more: false,
          pagination: 'numbers_prev_next',
          empty_text: 'לא נמצאו מאמרים.',
        },
      },
    ],
  });
  return listingLayout;
}

function checked(value: unknown): Layout {
  const result = readLayout(value);
  if (!result.ok) throw new Error(`archive layout: ${JSON.stringify(result.errors)}`);
  return result.layout;
}

/** The layout depends only on the slug and this code, so it is validated once per slug, not per render. */
const bySlug = new Map<string, Layout>();
const maxSlugs = 1000;

export function archiveLayout(category: Pick<CategoryView, 'slug'>): Layout {
  const known = bySlug.get(category.slug);
  if (known) return known;
  const layout = buildArchiveLayout(category.slug);
  if (bySlug.size >= maxSlugs) bySlug.clear();
  bySlug.set(category.slug, layout);
  return layout;
}

function buildArchiveLayout(slug: string): Layout {
  return checked({
    version: 1,
    root: { props: {} },
    content: [
      {
        type: 'taxonomy-filter',
        props: {
          id: archiveWidgetIds.filter,
          target: archiveWidgetIds.grid,
          taxonomy: 'category',
          parent_term: slug,
          logical_join: 'OR',
          label: 'סינון המאמרים לפי נושא',
        },
      },
      {
        type: 'loop-grid',
        props: {
          id: archiveWidgetIds.grid,
          query_categories: slug,
          per_page: postsPerPage,
          // The archive's first card is its largest image near the top: its LCP candidate.
          image_priority: true,
          show_author: true,
          show_categories: false,
          show_read_more: false,
          pagination: 'numbers_prev_next',
          empty_text: 'לא נמצאו מאמרים בנושאים שנבחרו.',
        },
      },
    ],
  });
}
