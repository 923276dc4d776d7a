import { adoptStyles } from '../adopt-styles';
import { showCartCount } from './cart-count';
import toastCss from './cart-toast.css?inline';

interface Answer {
  message?: string;
  count?: number;
  cart?: string;
}

let region: HTMLElement | null = null;

/** One live region for the shop's messages, read out without moving focus. */
function toast(message: string, ok: boolean, cartLabel?: string): void {
  adoptStyles(toastCss);
  if (!region) {
    region = document.createElement('div');
    region.className = 'cart-toast';
    region.setAttribute('role', 'status');
    document.body.append(region);
  }
  region.classList.toggle('cart-toast--error', !ok);
  region.replaceChildren(document.createTextNode(message));
  if (cartLabel) {
    const link = document.createElement('a');
    link.href = '/cart/';
    link.textContent = cartLabel;
    region.append(' ', link);
  }
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
