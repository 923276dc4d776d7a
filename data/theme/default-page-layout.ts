/**
 * What a new page template starts from: the page's title, featured image and text in a column centred on
 * the page, as a new article template's, for the owner to add to in the builder (a contact card, a form, a
 * banner).
 */
export const defaultPageLayout = {
  version: 1,
  root: { props: {} },
  content: [
    {
      type: 'container',
      props: {
        id: 'single-page',
        html_tag: 'article',
        direction: 'column',
        align: 'center',
        gap: 8,
        padding: 24,
        items: [
          { type: 'post-title', props: { id: 'page-title' } },
          { type: 'post-image', props: { id: 'page-image' } },
          { type: 'post-content', props: { id: 'page-content' } },
        ],
      },
    },
  ],
} as const;
