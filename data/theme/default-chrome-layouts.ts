/**
 * What a new header or footer template starts from (theme builder, issue 25): the site's brand, its menu
 * and a call to action in one row for a header; the brand, the footer menu and the contact details in
 * three columns for a footer. The owner rearranges and adds to them in the builder.
 */
export const defaultHeaderLayout = {
  version: 1,
  root: { props: {} },
  content: [
    {
      type: 'container',
      props: {
        id: 'header-row',
        direction: 'row',
        wrap: true,
        align: 'center',
        justify: 'space-between',
        gap: 16,
        padding: 12,
        items: [
          { type: 'site-logo', props: { id: 'header-logo' } },
          { type: 'site-menu', props: { id: 'header-menu' } },
          {
            type: 'button',
            props: {
              id: 'header-cta',
              text: 'לתיאום פגישה',
              link: '/contact/',
              variant: 'primary',
              size: 'sm',
              hide_mobile: true,
            },
          },
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
        id: 'footer-columns',
        layout: 'grid',
        columns: '3',
        columns_tablet: '3',
        columns_mobile: '1',
        align: 'start',
        gap: 24,
        padding: 32,
        items: [
          { type: 'site-logo', props: { id: 'footer-logo' } },
          {
            type: 'nav-menu',
            props: { id: 'footer-menu', menu_location: 'footer', label: 'תפריט תחתון', layout: 'vertical' },
          },
          { type: 'contact-buttons', props: { id: 'footer-contact', layout: 'stacked' } },
        ],
      },
    },
  ],
} as const;
