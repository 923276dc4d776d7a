import { t } from '../../messages/he';

/**
 * What a new 404 template starts from: the site's own 404 page as widgets (the heading, what happened,
 * the way home and to the articles), with a search field and the latest three articles to go on from.
 */
export const defaultNotFoundLayout = {
  version: 1,
  root: { props: {} },
  content: [
    {
      type: 'container',
      props: {
        id: 'not-found-column',
        html_tag: 'section',
        direction: 'column',
        gap: 20,
        padding: 32,
        items: [
          { type: 'heading', props: { id: 'not-found-title', text: t.notFoundTitle, tag: 'h1' } },
          { type: 'text-editor', props: { id: 'not-found-body', html: `<p>${t.notFoundBody}</p>` } },
          {
            type: 'container',
            props: {
              id: 'not-found-actions',
              direction: 'row',
              wrap: true,
              gap: 12,
              items: [
                { type: 'button', props: { id: 'not-found-home', text: t.backHome, link: '/', variant: 'primary' } },
                {
                  type: 'button',
                  props: { id: 'not-found-articles', text: t.toArticles, link: '/articles/', variant: 'outline' },
                },
              ],
            },
          },
          { type: 'search-form', props: { id: 'not-found-search' } },
          { type: 'heading', props: { id: 'not-found-latest-title', text: 'מאמרים אחרונים', tag: 'h2' } },
          {
            type: 'posts',
            props: { id: 'not-found-latest', per_page: 3, show_read_more: false, pagination: 'none' },
          },
        ],
      },
    },
  ],
} as const;
