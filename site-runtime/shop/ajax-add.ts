import { showCartCount } from './cart-count';
import { toast } from './toast';

interface Answer {
  message?: string;
  count?: number;
  cart?: string;
}

/** Adds the link's product to the cart on the server and says so; the count in the header follows. */
export async function addFromLink(link: HTMLAnchorElement): Promise<void> {
  if (link.getAttribute('aria-busy') === 'true') return;
  link.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch('/wp-json/arig/v1/cart', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({
        product: Number(link.dataset.product_id),
        quantity: Number(link.dataset.quantity ?? 1) || 1,
      }),
    });
    const answer = (await response.json()) as Answer;
    if (typeof answer.count === 'number') showCartCount(answer.count);
    toast(answer.message ?? '', response.ok, response.ok ? answer.cart : undefined);
  } catch {
    location.assign(link.href);
  } finally {
    link.removeAttribute('aria-busy');
  }
}
