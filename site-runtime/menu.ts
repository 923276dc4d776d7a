import { createHoverIntent, nextIndex, type Direction, type HoverIntent } from '../engines/menu-timing';
import { browserTimers as timers } from './timers';

/*
 * DOM contract (server markup in components/layout/SiteHeader.tsx, styles in header.css):
 *   [data-menu]             the <nav id="site-menu">; gets .is-open while the mobile menu is shown and
 *                           data-menu-ready="1" once wired (initMenu is idempotent)
 *   .site-nav__list         the top-level <ul>; its `> li > a` links are the ArrowLeft/Right/Home/End row
 *   [data-menu-toggle]      the mobile "תפריט" button (aria-expanded, aria-controls="site-menu")
 *   [data-menu-item]        each top-level <li> (.has-sub when it has children); gets .is-open while its
 *                           submenu shows
 *   [data-submenu-toggle]   a parent's submenu button (aria-expanded, aria-controls="submenu-N",
 *                           aria-label="תת-תפריט של …"); the parent's own link stays a plain link
 *   [data-submenu]          the submenu <ul id="submenu-N">, or a mega panel's <div> (a builder layout,
 *                           which site-runtime/mega-panels.ts puts in its place); its visible links and
 *                           buttons, in order, are the ArrowUp/Down row
 *   html.js                 set by an inline script in the layout; without it CSS opens submenus on
 *                           :hover/:focus-within and the mobile nav is simply expanded
 */

const desktop = () => window.matchMedia('(min-width: 768px)').matches;
const direction = (): Direction => (document.documentElement.dir === 'ltr' ? 'ltr' : 'rtl');

interface Parent {
  item: HTMLElement;
  toggle: HTMLButtonElement;
  intent: HoverIntent;
}

/** Looked up each time: a mega panel's layout replaces its plain submenu once fetched. */
const submenuOf = (p: Parent) => p.item.querySelector<HTMLElement>('[data-submenu]')!;

function setOpen(p: Parent, open: boolean): void {
  p.item.classList.toggle('is-open', open);
  p.toggle.setAttribute('aria-expanded', String(open));
}

function focusables(list: Element): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>(':scope > li > a')];
}

function submenuLinks(submenu: HTMLElement): HTMLElement[] {
  return [...submenu.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
    (el) => el.offsetParent !== null,
  );
}

export function initMenu(root: ParentNode = document): void {
  const nav = root.querySelector<HTMLElement>('[data-menu]');
  if (!nav || nav.dataset.menuReady) return;
  nav.dataset.menuReady = '1';

  const parents: Parent[] = [];
  for (const item of nav.querySelectorAll<HTMLElement>('[data-menu-item]')) {
    const toggle = item.querySelector<HTMLButtonElement>('[data-submenu-toggle]');
    if (!toggle || !item.querySelector('[data-submenu]')) continue;
    const parent: Parent = {
      item,
      toggle,
      intent: createHoverIntent({ timers, onOpen: () => openOnly(parent), onClose: () => setOpen(parent, false) }),
    };
    parents.push(parent);
    item.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && desktop() && parent.intent.enter());
    item.addEventListener('pointerleave', (e) => e.pointerType === 'mouse' && desktop() && parent.intent.leave());
    toggle.addEventListener('click', () =>
      parent.intent.isOpen() ? parent.intent.closeNow() : parent.intent.openNow(),
    );
    item.addEventListener('focusout', (e) => {
      if (!item.contains(e.relatedTarget as Node | null)) parent.intent.closeNow();
    });
  }

  function openOnly(parent: Parent): void {
    for (const other of parents) if (other !== parent) other.intent.closeNow();
    setOpen(parent, true);
  }

  const topList = nav.querySelector('.site-nav__list');
  nav.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement;
    const parent = parents.find((p) => p.item.contains(target));
    if (e.key === 'Escape') {
      if (parent?.intent.isOpen()) {
        parent.intent.closeNow();
        parent.toggle.focus();
        e.preventDefault();
      }
      return;
    }
    if (parent && submenuOf(parent).contains(target)) {
      // A field inside a mega panel keeps its own keys (Home, End, arrows move the caret).
      if (target.closest('input, textarea, select')) return;
      const links = submenuLinks(submenuOf(parent));
      const i = nextIndex(links.indexOf(target), links.length, e.key, 'vertical', direction());
      if (i !== null) {
        e.preventDefault();
        links[i]?.focus();
      }
      return;
    }
    if (parent && target === parent.toggle && e.key === 'ArrowDown') {
      e.preventDefault();
      parent.intent.openNow();
      submenuLinks(submenuOf(parent))[0]?.focus();
      return;
    }
    if (!topList) return;
    const tops = focusables(topList);
    const own = tops.find((a) => a.parentElement?.contains(target)) ?? target;
    const i = nextIndex(tops.indexOf(own), tops.length, e.key, 'horizontal', direction());
    if (i !== null) {
      e.preventDefault();
      tops[i]?.focus();
    }
  });

  document.addEventListener('click', (e) => {
    for (const p of parents) if (!p.item.contains(e.target as Node)) p.intent.closeNow();
  });

  const menuToggle = root.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  if (menuToggle) {
    const setMenu = (open: boolean) => {
      nav.classList.toggle('is-open', open);
      menuToggle.setAttribute('aria-expanded', String(open));
    };
    menuToggle.addEventListener('click', () => setMenu(!nav.classList.contains('is-open')));
    document.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || e.defaultPrevented || !nav.classList.contains('is-open')) return;
      setMenu(false);
      menuToggle.focus();
    });
  }
}
