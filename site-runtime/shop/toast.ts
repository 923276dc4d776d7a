import { adoptStyles } from '../adopt-styles';
import toastCss from './cart-toast.css?inline';

let region: HTMLElement | null = null;

/** One live region for the shop's messages, read out without moving focus. */
export function toast(message: string, ok: boolean, cartLabel?: string): void {
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
