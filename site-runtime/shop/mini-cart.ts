import { adoptStyles } from '../adopt-styles';
import css from './mini-cart.css?inline';
import { showCartCount } from './cart-count';

interface Summary {
  count: number;
  total: string;
  lines: { title: string; options: string | null; quantity: number; total: string; url: string }[];
}

const words = {
  title: 'סל הקניות',
  close: 'סגירת הסל',
  loading: 'טוען את הסל…',
  empty: 'סל הקניות ריק.',
  total: 'סה״כ (כולל מע״מ)',
  toCart: 'לסל הקניות',
  quantity: (n: number) => `כמות: ${n}`,
  failed: 'לא הצלחנו לטעון את הסל.',
};

let dialog: HTMLDialogElement | null = null;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

const ltr = (text: string) => {
  const bdi = document.createElement('bdi');
  bdi.dir = 'ltr';
  bdi.textContent = text;
  return bdi;
};

function frame(opener: HTMLElement): { dialog: HTMLDialogElement; body: HTMLElement } {
  adoptStyles(css);
  if (!dialog) {
    dialog = el('dialog', 'mini-cart');
    dialog.setAttribute('aria-labelledby', 'mini-cart-title');
    document.body.append(dialog);
    const panel = dialog;
    panel.addEventListener('click', (e) => {
      // A press on the backdrop (outside the panel) closes it.
      if (e.target === panel) panel.close();
    });
  }
  const head = el('div', 'mini-cart__head');
  const title = el('h2', 'mini-cart__title', words.title);
  title.id = 'mini-cart-title';
  const close = el('button', 'mini-cart__close', '×');
  close.type = 'button';
  close.setAttribute('aria-label', words.close);
  close.addEventListener('click', () => dialog?.close());
  head.append(title, close);
  const body = el('div', 'mini-cart__body', words.loading);
  body.setAttribute('aria-live', 'polite');
  dialog.replaceChildren(head, body);
  dialog.addEventListener('close', () => opener.focus(), { once: true });
  return { dialog, body };
}

/** The header's cart as a side panel: its lines, total and the way to the cart page. */
export async function openMiniCart(opener: HTMLAnchorElement): Promise<void> {
  const { dialog: panel, body } = frame(opener);
  panel.showModal();
  let summary: Summary;
  try {
    const response = await fetch('/wp-json/arig/v1/cart', { credentials: 'same-origin' });
    if (!response.ok) throw new Error(String(response.status));
    summary = (await response.json()) as Summary;
  } catch {
    body.textContent = words.failed;
    body.append(' ', Object.assign(el('a', '', words.toCart), { href: opener.href }));
    return;
  }
  showCartCount(summary.count);
  if (summary.lines.length === 0) {
    body.replaceChildren(el('p', '', words.empty));
    return;
  }
  const list = el('ul', 'mini-cart__lines');
  for (const line of summary.lines) {
    const item = el('li', 'mini-cart__line');
    const link = Object.assign(el('a', 'mini-cart__name', line.title), { href: line.url });
    item.append(link);
    if (line.options) item.append(el('span', 'mini-cart__meta', line.options));
    const meta = el('span', 'mini-cart__meta', `${words.quantity(line.quantity)} · `);
    meta.append(ltr(line.total));
    item.append(meta);
    list.append(item);
  }
  const total = el('p', 'mini-cart__total', `${words.total}: `);
  total.append(ltr(summary.total));
  const toCart = Object.assign(el('a', 'button mini-cart__go', words.toCart), { href: opener.href });
  body.replaceChildren(list, total, toCart);
}
