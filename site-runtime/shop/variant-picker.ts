/**
 * A product page's options select: the chosen variant's price, stock and SKU replace the product's
 * "from" price and its own SKU, and the quantity's maximum follows its stock. Each option carries its
 * figures (components/shop/AddToCartForm.tsx), so nothing is fetched.
 */
export function initVariantPicker(select: HTMLSelectElement): void {
  const form = select.form;
  const product = select.closest('.product');
  const price = product?.querySelector<HTMLElement>('[data-product-price]');
  const stock = product?.querySelector<HTMLElement>('[data-variant-stock]');
  const sku = product?.querySelector<HTMLElement>('[data-product-sku]');
  const quantity = form?.querySelector<HTMLInputElement>('input[name="quantity"]');
  const originalSku = sku?.textContent ?? '';
  const update = () => {
    const option = select.selectedOptions[0];
    const chosen = option && option.value !== '' ? option.dataset : null;
    if (price && chosen?.price) {
      const figure = document.createElement('bdi');
      figure.dir = 'ltr';
      figure.textContent = chosen.price;
      const now = document.createElement('span');
      now.className = 'price__now';
      now.append(figure);
      const vat = price.querySelector('.price__vat');
      price.replaceChildren(now, ...(vat ? [vat] : []));
    }
    if (stock) stock.textContent = chosen?.stock ?? '';
    if (sku) sku.textContent = chosen?.sku ?? originalSku;
    if (quantity && chosen?.max) quantity.max = chosen.max;
  };
  select.addEventListener('change', update);
  update();
}
