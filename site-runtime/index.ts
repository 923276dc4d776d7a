import { initA11yLauncher } from './a11y-launcher';
import { initBuilderRuntime } from './builder-loader';
import { initConsentLoader } from './consent-loader';
import { initFooterFormLoader } from './footer-form-loader';
import { initAnchors } from './anchors';
import { initShopLoader } from './shop-loader';
import { initLazyBackgrounds } from './lazy-background';
import { initLightboxLoader } from './lightbox-loader';
import { initMenuLoader } from './menu-loader';
import { initMobileHeader } from './mobile-header';
import { initOffCanvasLoader } from './off-canvas-loader';
import { initPopupLoader } from './popup-loader';
import { initPrefetchLoader } from './prefetch-loader';
import { initSearchLoader } from './search-loader';
import { initSkipLink } from './skip-link';
import { linkManifest } from './manifest-link';
import { initUrlActions, registerAction } from './url-actions';
import { afterLoad, whenEngaged } from './after-load';
import { fontsClass } from '../engines/font-cache';

const loadAfterLoadWork = () => import('./after-load-work');
const loadBars = () => import('./announcement-bars');
const loadMegaPanels = () => import('./mega-panels');
const loadFonts = () => import('./fonts');
const loadTemplateScroll = () => import('./template-scroll');
const loadLazyImages = () => import('./lazy-images');

/** Wires the small site behaviours to the server-rendered markup, once per page. */
function init(): void {
  initBuilderRuntime(); // first: above-the-fold animated elements wait for it
  linkManifest();
  initSkipLink();
  initMenuLoader();
  initAnchors();
  initMobileHeader();
  initLazyBackgrounds();
  // Images below the largest paint wait for the page to load and paint, then come as they near the viewport.
  if (document.querySelector('img[data-src]')) afterLoad(() => void loadLazyImages().then((m) => m.initLazyImages()));
  initA11yLauncher(registerAction);
  initLightboxLoader(registerAction);
  initUrlActions();
  initPrefetchLoader();
  initShopLoader();
  if (document.querySelector('[data-bar]')) initBarsLoader();
  // The main menu's mega panels (builder layouts) for a visitor who engages; their links are there already.
  if (document.querySelector('[data-mega-src]'))
    whenEngaged(() => void loadMegaPanels().then((m) => m.loadMegaPanels()));
  // What no first paint needs starts after load, so none of it competes with the page's text and images.
  initOffCanvasLoader();
  afterLoad(initPopupLoader);
  initFooterFormLoader();
  initSearchLoader();
  initConsentLoader();
  // A link that names a theme template (spec §2) scrolls to it once the page has its layout.
  if (location.search.includes('theme_template_id='))
    afterLoad(() => void loadTemplateScroll().then((m) => m.scrollToTemplate()));
  // The owner's count and the chat (its button is due seconds later): nothing the visitor waits for.
  afterLoad(() => void loadAfterLoadWork().then((m) => m.startAfterLoadWork()));
  // The site fonts are for the next pages (engines/font-cache.ts): fetched once this one has loaded and its
  // visitor engages with it, so a visit that ends here downloads none.
  if (!document.documentElement.classList.contains(fontsClass))
    whenEngaged(() => void loadFonts().then((m) => m.cacheFonts()));
}

/**
 * Announcement bars' code, only where the server rendered a bar: fetched once the visitor engages (it keeps
 * a countdown current and measures a bottom bar), or at once by a press on a close button, which it answers.
 */
function initBarsLoader(): void {
  document.addEventListener('click', (e) => {
    const bar = (e.target as Element | null)?.closest?.('[data-bar-close]')?.closest<HTMLElement>('[data-bar]');
    if (bar) void loadBars().then((m) => m.closeBar(bar));
  });
  whenEngaged(() => void loadBars().then((m) => m.initAnnouncementBars()));
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init, { once: true });
else init();
