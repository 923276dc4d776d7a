import type { Payload } from 'payload';
import { env } from '../config/env';
import type { MailBrand } from './content';

/** The site's accent colour (site/styles/global.css --color-accent): the brand line and buttons of mail. */
export const mailAccent = '#0b5394';

/** The business's name and address as messages show them. */
export async function mailBrand(payload: Payload): Promise<MailBrand> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 });
  return { siteName: settings.businessName || 'אריג', siteUrl: env().SITE_URL, colour: mailAccent };
}
