import { postsPerPage } from '../../config/site';
import { archiveWidgetIds } from '../archive-layout';

/**
 * What a new archive template starts from: the site's own archive as widgets (the breadcrumbs, the
 * archive's title with its description, a filter of the shown category's subcategories, its articles as
 * cards with numbered pages), for the owner to rearrange and add to in the builder.
 */
export const defaultArchiveLayout = {
  version: 1,
  root: { props: {} },
  content: [
    {
      type: 'container',
      props: {
        id: 'archive-column',
        // Laid out as the site's own archive, by its classes (site/styles/site.css): the breadcrumbs, the
        // title and the filter above the cards, in the content's width.
        css_classes: 'container archive',
        padding: 0,
        items: [
          { type: 'breadcrumbs', props: { id: 'archive-breadcrumbs' } },
          { type: 'archive-title', props: { id: 'archive-title' } },
          {
            type: 'taxonomy-filter',
            props: {
              id: archiveWidgetIds.filter,
              target: archiveWidgetIds.grid,
              taxonomy: 'category',
              parent_source: 'listed',
              logical_join: 'OR',
              label: 'סינון המאמרים לפי נושא',
            },
          },
          {
            type: 'archive-posts',
            props: {
              // The site's own category archives' ids, so the filter's addresses (`?e-filter-archive-grid-
              // category=…`) and the loop's refresh calls are the same with the template as without it.
              id: archiveWidgetIds.grid,
              per_page: postsPerPage,
              image_priority: true,
              // Every card names its author, except on an author's own archive (author_on_author_archive).
              show_author: true,
              show_categories: false,
              show_read_more: false,
              pagination: 'numbers_prev_next',
              empty_text: 'לא נמצאו מאמרים.',
            },
          },
        ],
      },
    },
  ],
} as const;
