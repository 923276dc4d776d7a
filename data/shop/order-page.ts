import { routes } from '../../config/routes';
import { orderLinkSearch } from '../../engines/shop/order-link';
import { getShopSettings } from './get-shop-settings';

/**
 * Where a buyer goes once their order exists: the owner's thank-you page with the order's link, when the
 * shop's settings name one, or the order's own page.
 */
export async function orderPageUrl(number: number, token: string): Promise<string> {
  const { thankYouUrl } = await getShopSettings();
  return thankYouUrl ? `${thankYouUrl}${orderLinkSearch(number, token)}` : routes.orderReceived(number, token);
}
