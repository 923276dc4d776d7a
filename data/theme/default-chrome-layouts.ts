/**
 * What a new header or footer template starts from (theme builder, issue 25), and what the seeded ones
 * are: the site's own header and footer as widgets. The owner rearranges and adds to them in the builder.
 */
export const defaultHeaderLayout = {
  version: 1,
  root: { props: {} },
  content: [
    {
      type: 'container',
      props: {
        id: 'header-row',
        // Laid out as the site's own header bar, by its classes (components/layout/header.css): the brand,
        // the menu, the search, the call to action, the account and the cart, in one row from 1280 px, two
        // on a tablet, and on a phone the brand, the cart and the menu's button, the menu opening under them.
        css_classes: 'container site-header__bar',
        direction: 'row',
        wrap: true,
        align: 'center',
        justify: 'space-between',
        gap: 16,
        padding: 0,
        items: [
          { type: 'site-logo', props: { id: 'header-logo' } },
          { type: 'site-menu', props: { id: 'header-menu' } },
          { type: 'search-form', props: { id: 'header-search', look: 'compact' } },
          {
            type: 'button',
            props: {
              id: 'header-cta',
              text: 'לתיאום פגישה',
              link: '/contact/',
              variant: 'primary',
              hide_mobile: true,
            },
          },
          { type: 'menu-account', props: { id: 'header-account' } },
          { type: 'menu-cart', props: { id: 'header-cart' } },
        ],
      },
    },
  ],
} as const;

export const defaultFooterLayout = {
  version: 1,
  root: { props: {} },
  content: [
    {
      type: 'container',
      props: {
        id: 'footer-row',
        // Laid out as the site's own footer, by its classes (site/styles/site.css): the contact details and
        // the menus' groups in columns, the newsletter's sign-up beside them on a laptop, under them on a phone.
        css_classes: 'container site-footer__grid',
        padding: 0,
        items: [
          {
            type: 'container',
            props: {
              id: 'footer-columns',
              css_classes: 'site-footer__columns',
              padding: 0,
              items: [
                { type: 'site-contact', props: { id: 'footer-details' } },
                { type: 'footer-menus', props: { id: 'footer-links' } },
              ],
            },
          },
          {
            type: 'subscribe',
            props: { id: 'footer-signup', anchor_id: 'footer-newsletter', css_classes: 'site-footer__newsletter' },
          },
        ],
      },
    },
  ],
} as const;
