/** The header's cart count (hidden at zero). */
export function showCartCount(count: number): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    el.textContent = String(count);
    el.hidden = count <= 0;
  }
}
