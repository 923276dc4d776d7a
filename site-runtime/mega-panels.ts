const loadIslands = () => import('../builder/islands');

/**
 * Mega panels' layouts, fetched once the visitor engages with the page (site-runtime/index.ts): until
 * then, and without JavaScript, each panel is a plain submenu of its links (components/layout/SiteHeader.tsx).
 * The fragment is the same for every page, so the current page's links are marked here.
 */
export async function loadMegaPanels(): Promise<void> {
  const lists = document.querySelectorAll<HTMLElement>('[data-mega-src]');
  await Promise.all([...lists].map(loadPanel));
}

async function loadPanel(list: HTMLElement): Promise<void> {
  const src = list.dataset.megaSrc;
  if (!src) return;
  delete list.dataset.megaSrc;
  // A failed fetch keeps the plain submenu, which works.
  const res = await fetch(src, { headers: { Accept: 'text/html' } }).catch(() => null);
  if (!res?.ok) return;
  const panel = document.createElement('div');
  panel.innerHTML = await res.text();
  panel.id = list.id;
  panel.className = 'site-nav__sub site-nav__mega';
  panel.dataset.submenu = '';
  panel.dataset.mega = '';
  for (const link of panel.querySelectorAll('a[aria-current]')) link.removeAttribute('aria-current');
  for (const link of panel.querySelectorAll<HTMLAnchorElement>('a[href]'))
    if (link.pathname === location.pathname && link.origin === location.origin)
      link.setAttribute('aria-current', 'page');

  // The visitor may be in the plain submenu: focus stays on the same link, or on the panel's first one.
  const focused = list.contains(document.activeElement) ? (document.activeElement as HTMLAnchorElement) : null;
  list.closest('[data-menu-item]')?.classList.add('has-mega');
  list.replaceWith(panel);
  if (focused) {
    const links = [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')];
    (links.find((a) => a.href === focused.href) ?? links[0])?.focus();
  }

  const islands = new Set(Array.from(panel.querySelectorAll<HTMLElement>('[data-island]'), (el) => el.dataset.island!));
  if (islands.size > 0) void loadIslands().then((m) => m.bootIslands(panel, [...islands]));
}
