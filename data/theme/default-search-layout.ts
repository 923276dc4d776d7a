/**
 * What a new search-results template starts from: the search's title (as an archive's), the search field
 * with the words searched, and the results with their count and pages, in a column.
 */
export const defaultSearchLayout = {
  version: 1,
  root: { props: {} },
  content: [
    {
      type: 'container',
      props: {
        id: 'search-column',
        html_tag: 'section',
        direction: 'column',
        gap: 16,
        padding: 24,
        items: [
          { type: 'archive-title', props: { id: 'search-title' } },
          { type: 'search-form', props: { id: 'search-field' } },
          { type: 'search-results', props: { id: 'search-results' } },
        ],
      },
    },
  ],
} as const;
