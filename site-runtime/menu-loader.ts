import { afterLoad } from './after-load';

const loadMenu = () => import('./menu');

/** What the visitor may do in the header before the menu's code is there, and what is done again once it is. */
const early = ['pointerover', 'focusin', 'keydown', 'click'] as const;

/**
 * The header menu's behaviour (site-runtime/menu.ts: hover timing, arrow keys, the submenu and mobile
 * toggles) is fetched once the page has loaded, or at once by the visitor's first pointer, focus, key or
 * press on the menu, whichever comes first: no first paint needs it. What the visitor did while it was
 * on its way is done again once it is wired: a press on a toggle, a key in the menu, a pointer resting on
 * an item with a submenu.
 */
export function initMenuLoader(): void {
  // The menu and its phone toggle stand side by side (components/layout/SiteNav.tsx).
  const scope = document.querySelector('[data-menu]')?.parentElement;
  if (!scope) return;
  const pending: Event[] = [];
  const record = (e: Event) => {
    if (e.type === 'keydown' || e.type === 'click') pending.push(e);
    void load();
  };
  let loading: Promise<void> | undefined;
  // A chunk that did not arrive (the connection dropped) is asked for again by the visitor's next event.
  const load = () =>
    (loading ??= loadMenu()
      .then(({ initMenu }) => {
        for (const type of early) scope.removeEventListener(type, record, true);
        initMenu();
        for (const e of pending.splice(0)) replay(e);
        scope
          .querySelector('[data-menu-item]:hover')
          ?.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
      })
      .catch(() => {
        loading = undefined;
      }));
  for (const type of early) scope.addEventListener(type, record, true);
  afterLoad(() => void load());
}

function replay(e: Event): void {
  const target = e.target as HTMLElement | null;
  if (!target?.isConnected) return;
  if (e instanceof KeyboardEvent) {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: e.key, bubbles: true, cancelable: true }));
    return;
  }
  target.closest<HTMLButtonElement>('[data-menu-toggle], [data-submenu-toggle]')?.click();
}
