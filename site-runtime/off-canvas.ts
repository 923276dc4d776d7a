import type { ActionHandler } from '../engines/action-registry';

type Register = (name: string, handler: ActionHandler) => void;

/**
 * Off-canvas panels (builder widget `off-canvas`): their own button, the `off_canvas:open|close|toggle`
 * URL actions (settings `{ id }`: the widget's id or anchor; none = the page's first panel), Escape
 * (the dialog's own cancel), a click on the backdrop, and a link inside the panel, which closes it so the
 * page it leads to is not left under a modal. Focus returns to where it was.
 */
export function initOffCanvas(register: Register): void {
  const roots = Array.from(document.querySelectorAll<HTMLElement>('[data-off-canvas]'));
  const returnTo = new WeakMap<HTMLElement, Element | null>();
  const dialogOf = (root: HTMLElement) => root.querySelector<HTMLDialogElement>('dialog');
  const buttonOf = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('[data-off-canvas-open]');

  const open = (root: HTMLElement) => {
    const dialog = dialogOf(root);
    if (!dialog || dialog.open) return;
    returnTo.set(root, document.activeElement);
    dialog.showModal();
    buttonOf(root)?.setAttribute('aria-expanded', 'true');
  };
  const close = (root: HTMLElement) => dialogOf(root)?.close();
  const toggle = (root: HTMLElement) => (dialogOf(root)?.open ? close(root) : open(root));

  for (const root of roots) {
    const dialog = dialogOf(root);
    const button = buttonOf(root);
    if (!dialog) continue;
    if (button) {
      button.hidden = false;
      button.addEventListener('click', () => open(root));
    }
    root.querySelector('[data-off-canvas-close]')?.addEventListener('click', () => close(root));
    dialog.addEventListener('close', () => {
      button?.setAttribute('aria-expanded', 'false');
      const previous = returnTo.get(root);
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    });
    dialog.addEventListener('click', (e) => {
      if ((e.target as Element).closest('a[href]')) return close(root);
      if (e.target !== dialog || root.dataset.offCanvasBackground !== 'close') return;
      const r = dialog.getBoundingClientRect();
      const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
      if (!inside) close(root);
    });
  }

  const find = (settings: Record<string, unknown>): HTMLElement | undefined => {
    const id = typeof settings.id === 'string' ? settings.id : '';
    return id ? roots.find((r) => r.dataset.offCanvas === id || r.id === id) : roots[0];
  };
  const action = (run: (root: HTMLElement) => void) => (settings: Record<string, unknown>) => {
    const root = find(settings);
    if (root) run(root);
  };
  register('off_canvas:open', action(open));
  register('off_canvas:close', action(close));
  register('off_canvas:toggle', action(toggle));
}
