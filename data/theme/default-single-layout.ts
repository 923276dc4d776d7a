/**
 * What a new single-article template starts from, and what the seeded one is: the site's own article as
 * widgets. The article in its measure (breadcrumbs; the title, date, author and categories as its header;
 * the featured image; the text; its tags; its author; the previous and next articles) and beside it, on a
 * wide screen, the side column (its sections, related articles, a card to ask). The containers carry the
 * site's own classes, so its article rules lay them out (site/styles/site.css, the article-aside section of
 * builder/widgets.css); the owner rearranges and adds to them in the builder.
 */
export const defaultSingleLayout = {
  version: 1,
  root: { props: {} },
  content: [
    {
      type: 'container',
      props: {
        id: 'single-layout',
        css_classes: 'container article-layout',
        padding: 0,
        items: [
          {
            type: 'container',
            props: {
              id: 'single-article',
              html_tag: 'article',
              css_classes: 'article',
              padding: 0,
              items: [
                { type: 'breadcrumbs', props: { id: 'single-breadcrumbs' } },
                {
                  type: 'container',
                  props: {
                    id: 'single-header',
                    html_tag: 'header',
                    css_classes: 'article__header',
                    padding: 0,
                    items: [
                      { type: 'post-title', props: { id: 'single-title' } },
                      { type: 'post-meta', props: { id: 'single-meta' } },
                    ],
                  },
                },
                { type: 'post-image', props: { id: 'single-image' } },
                { type: 'post-content', props: { id: 'single-content' } },
                {
                  type: 'post-meta',
                  props: {
                    id: 'single-tags',
                    show_date: false,
                    show_author: false,
                    show_categories: false,
                    show_tags: true,
                  },
                },
                { type: 'author-box', props: { id: 'single-author' } },
                { type: 'post-navigation', props: { id: 'single-navigation' } },
              ],
            },
          },
          { type: 'article-aside', props: { id: 'single-aside' } },
        ],
      },
    },
  ],
} as const;
