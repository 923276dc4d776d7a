import type { Seller } from '../../../components/shop/CheckoutDisclosure';
import type { SiteSettingsView } from '../../../data/types';

/** The business as the checkout's disclosure names it, from the site's settings. */
export const sellerOf = (s: SiteSettingsView): Seller => ({
  name: s.legalName || s.businessName,
  companyId: s.companyId,
  address: [s.address.street, s.address.city, s.address.postalCode].filter(Boolean).join(', ') || null,
  phone: s.phone,
  email: s.email,
});
