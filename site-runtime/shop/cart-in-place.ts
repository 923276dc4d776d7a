import { showCartCount } from './cart-count';
import { toast } from './toast';

/**
 * The cart's forms (the cart page, the builder's cart widget) without a reload: each form is posted as it
 * is, the page it returns to is fetched through the redirect, and the cart's region (`[data-cart]`) is
 * swapped for the new one, so quantities, lines and totals are the server's. A quantity applies as soon
 * as it is changed. The notice is read out; focus stays on the field in use or moves to what replaced
 * the pressed button. Any failure posts the form the plain way.
 */
const regionSelector = '[data-cart]';
const applyDelay = 500;

const cartCount = () => Number(/(?:^|;\s*)arig_cart_count=([0-9]{1,5})/.exec(document.cookie)?.[1] ?? 0);

// Only the latest change lands: two quick changes end on the second's cart.
let latest = 0;

function postPlainly(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (submitter instanceof HTMLButtonElement && submitter.name) {
    const field = Object.assign(document.createElement('input'), {
      type: 'hidden',
      name: submitter.name,
      value: submitter.value,
    });
    form.append(field);
  }
  HTMLFormElement.prototype.submit.call(form);
}

function focusAfter(next: HTMLElement, focusedId: string | undefined, removal: boolean): void {
  const same = focusedId ? next.querySelector<HTMLElement>(`#${CSS.escape(focusedId)}`) : null;
  const target =
    same ??
    (removal ? next.querySelector<HTMLElement>('.cart__undo button') : null) ??
    next.querySelector<HTMLElement>('h1, h2');
  if (!target) return;
  if (target.matches('h1, h2')) target.tabIndex = -1;
  target.focus();
}

async function send(root: HTMLElement, form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
  const mine = (latest += 1);
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter)) if (typeof value === 'string') body.append(name, value);
  const focusedId = root.contains(document.activeElement) ? document.activeElement?.id || undefined : undefined;
  root.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { accept: 'text/html' },
    });
    if (!response.ok) throw new Error(String(response.status));
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    if (mine !== latest) return;
    const next = page.querySelector<HTMLElement>(
      `${regionSelector}[data-cart="${CSS.escape(root.dataset.cart ?? '')}"]`,
    );
    if (!next) throw new Error('no cart');
    root.replaceWith(next);
    // A notice from an earlier change no longer describes the cart.
    for (const old of document.querySelectorAll('.shop-notice')) old.remove();
    const notice = page.querySelector('.shop-notice');
    if (notice) toast(notice.querySelector('span')?.textContent ?? '', !notice.matches('.shop-notice--error'));
    showCartCount(cartCount());
    focusAfter(next, focusedId, submitter?.getAttribute('name') === 'remove');
  } catch {
    postPlainly(form, submitter);
  }
}

export function initCartInPlace(): void {
  // Says that the cart's forms now apply in place (a change before this point waits for its button).
  document.documentElement.dataset.cartForms = 'in-place';
  document.addEventListener('submit', (e) => {
    const form = e.target;
    const root = form instanceof HTMLFormElement ? form.closest<HTMLElement>(regionSelector) : null;
    if (!root || !(form instanceof HTMLFormElement)) return;
    e.preventDefault();
    void send(root, form, e.submitter);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener('change', (e) => {
    const input = e.target;
    if (!(input instanceof HTMLInputElement) || !input.matches(`${regionSelector} .cart__qty`)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!input.isConnected) return;
      if (input.checkValidity()) input.form?.requestSubmit();
      else input.reportValidity();
    }, applyDelay);
  });
}
