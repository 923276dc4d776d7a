/**
 * What a new single-article template starts from: the article's widgets in a column centred on the page
 * (title, details, image, text, its author, neighbours), for the owner to rearrange and add to in the builder.
 */
export const defaultSingleLayout = {
  version: 1,
  root: { props: {} },
  content: [
    {
      type: 'container',
      props: {
        id: 'single-article',
        html_tag: 'article',
        direction: 'column',
        align: 'center',
        gap: 8,
        padding: 24,
        items: [
          { type: 'post-title', props: { id: 'single-title' } },
          { type: 'post-meta', props: { id: 'single-meta' } },
          { type: 'post-image', props: { id: 'single-image' } },
          { type: 'post-content', props: { id: 'single-content' } },
          { type: 'author-box', props: { id: 'single-author' } },
          { type: 'post-navigation', props: { id: 'single-navigation' } },
        ],
      },
    },
  ],
} as const;
