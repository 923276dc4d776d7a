import type { WidgetContext } from '../../builder/context';
import { FooterContact, type FooterContactDetails } from '../../components/layout/FooterContact';
import type { SiteContactProps } from './schema';

/** In the builder, where no settings are read, the column stands with placeholder details. */
const placeholder: FooterContactDetails = {
  businessName: 'שם העסק',
  phone: '03-0000000',
  email: 'info@example.com',
  address: { street: 'הרחוב 1', city: 'העיר', postalCode: null },
  socialLinks: [],
};

/** The footer's contact column (components/layout/FooterContact.tsx) anywhere in a layout. */
export function SiteContact({ props, ctx }: { props: SiteContactProps; ctx: WidgetContext }) {
  return (
    <div {...ctx.attrs}>
      <FooterContact
        details={ctx.siteDetails ?? placeholder}
        titleId={`${ctx.domId}-title`}
        title={props.title}
        showAddress={props.show_address}
        showSocial={props.show_social}
      />
    </div>
  );
}
