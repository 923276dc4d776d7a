import type { RenderContext } from '../builder/context';
import { readLayout, type Layout, type LayoutResult } from '../builder/layout';
import {
  collectForms,
  collectIslands,
  collectSocialEmbeds,
  collectVideoProviders,
  hasWidget,
} from '../builder/render-layout';
import { getForms } from './get-form';
import { getProjects } from './get-projects';
import { getReviews } from './get-reviews';
import { getCatalogue } from './shop/get-catalogue';
import { getCartView } from './shop/cart-view';
import { getOrderForBuyer } from './shop/get-order-for-buyer';
import { getShopSettings } from './shop/get-shop-settings';
import { readOrderLink } from '../engines/shop/order-link';
import { shopNoticeView } from './shop/notice-view';
import { noticeParam, readNotice } from '../engines/shop/notice';
import { getNewsletterView } from './get-newsletter';
import { getTracking } from './get-tracking';
import { getLayoutImages } from './get-images';
import { getLayoutAnimations } from './get-animations';
import { getLoopContext, type LoopLocation } from './get-loop-context';
import { getNavigation, menusOf } from './get-navigation';
import { getMegaPanelLinks } from './mega-panel-store';
import { getRelinker } from './get-redirect';
import { contactOf, getSiteSettings } from './get-settings';
import { relinkLayout } from '../builder/relink';
import { siteUrl } from './site-url';
import type { FormView } from './types';

export interface BuilderPageView {
  layout: Layout;
  context: RenderContext;
  /** Island types the page contains; empty: the page ships no widget JavaScript. */
  islands: string[];
  /**
   * Video providers and social services ("social:x") the page embeds behind a facade: its
   * Content-Security-Policy admits their players and frames.
   */
  embeds: string[];
  /** The page shows the visitor's own cart or order: it is never cached or shared. */
  personal: boolean;
  /** The page places the shop's notices itself (notices widget): the layout around it leaves them out. */
  placesNotices: boolean;
}

/** Who is asking, for the widgets that show the visitor's own state (the cart widget). */
export interface Visitor {
  /** The secret of the visitor's cart cookie; null: none. */
  cartSecret: string | null;
}

/**
 * Validation (zod over every node) is the costly part of reading a layout: it is done once per stored
 * object. Memoised reads (popups, the archive layout) hand the same object to every render until the next
 * content change, which reads new objects; a layout read fresh from the database is validated as before.
 */
const readByObject = new WeakMap<object, LayoutResult>();

function readStoredLayout(stored: unknown): LayoutResult {
  if (typeof stored !== 'object' || stored === null) return readLayout(stored);
  let result = readByObject.get(stored);
  if (!result) {
    result = readLayout(stored);
    readByObject.set(stored, result);
  }
  return result;
}

/** A stored layout that renders something: it validates and holds at least one widget. */
function readContent(stored: unknown): Layout | null {
  if (stored === null || stored === undefined) return null;
  const result = readStoredLayout(stored);
  return result.ok && result.layout.content.length > 0 ? result.layout : null;
}

export const hasBuilderContent = (stored: unknown): boolean => readContent(stored) !== null;

/**
 * What the site needs to render a stored builder layout: the layout migrated and validated (a layout
 * that no longer validates renders as if there were none), its images, menus and loop grids' results for
 * the URL (`loop`: where the page is shown). Null: no layout.
 */
export async function getBuilderPage(
  stored: unknown,
  currentPath: string,
  loop: LoopLocation = { postId: 0, path: currentPath, search: '' },
  /** The page's title and image as shared (share buttons); the business's name when absent. */
  shared: { title?: string; image?: string | null } = {},
  /** Absent where the render is shared by every visitor (popups): a cart widget there links to the cart. */
  visitor?: Visitor,
): Promise<BuilderPageView | null> {
  const read = readContent(stored);
  if (!read) return null;
  // Links typed before a rename point where their page is now (the stored layout keeps what was typed).
  const layout = relinkLayout(read, await getRelinker());
  const shown = collectForms(layout);
  const [navigation, settings, images, loops, formViews, newsletter] = await Promise.all([
    getNavigation(),
    getSiteSettings(),
    getLayoutImages(layout),
    getLoopContext(layout, loop),
    shown.formIds.length ? getForms(shown.formIds) : new Map<number, FormView | null>(),
    shown.newsletter ? getNewsletterView() : undefined,
  ]);
  const tracking = shown.cookieTable ? await getTracking() : undefined;
  const siteMenu = hasWidget(layout, 'site-menu');
  const panelLinks = hasWidget(layout, 'nav-menu') || siteMenu ? await getMegaPanelLinks(navigation.header) : undefined;
  const projects = hasWidget(layout, 'portfolio') ? await getProjects() : undefined;
  const reviews = hasWidget(layout, 'reviews') ? await getReviews() : undefined;
  const buttons = hasWidget(layout, 'payment-buttons');
  const catalogue =
    hasWidget(layout, 'products') || hasWidget(layout, 'add-to-cart') || buttons ? await getCatalogue() : undefined;
  const payments = buttons ? (await getShopSettings()).payments : undefined;
  const shopLinks = hasWidget(layout, 'menu-cart') || hasWidget(layout, 'menu-account');
  const shopOpen = shopLinks ? (catalogue ?? (await getCatalogue())).products.length > 0 : undefined;
  const animations = hasWidget(layout, 'lottie') ? await getLayoutAnimations(layout) : undefined;
  const cart = visitor && hasWidget(layout, 'cart') ? await getCartView(visitor.cartSecret) : undefined;
  // A thank-you page's purchase summary shows the order its link names (number and token both).
  const orderLink =
    visitor && hasWidget(layout, 'purchase-summary') ? readOrderLink(new URLSearchParams(loop.search)) : null;
  const order = orderLink ? await getOrderForBuyer(orderLink.number, orderLink.key) : undefined;
  const placesNotices = hasWidget(layout, 'notices');
  const notice = placesNotices ? readNotice(new URLSearchParams(loop.search).get(noticeParam)) : null;
  const shopNotice = notice ? await shopNoticeView(notice) : null;
  const forms: Record<string, FormView> = {};
  for (const [id, view] of formViews) if (view) forms[String(id)] = view;
  return {
    layout,
    context: {
      menus: menusOf(navigation, panelLinks),
      ...(siteMenu ? { megaPanels: panelLinks, siteNav: navigation.header } : {}),
      contact: contactOf(settings),
      ...(hasWidget(layout, 'site-contact') ? { siteDetails: settings } : {}),
      ...(hasWidget(layout, 'footer-menus') ? { footerMenus: navigation.footer } : {}),
      ...(hasWidget(layout, 'site-logo')
        ? { site: { name: settings.businessName, logo: settings.logo ?? null, logoDark: settings.logoDark } }
        : {}),
      images,
      currentPath,
      page: {
        url: new URL(currentPath, siteUrl()).toString(),
        title: shared.title ?? settings.businessName,
        image: shared.image ? new URL(shared.image, siteUrl()).toString() : '',
      },
      ...loops,
      ...(shown.formIds.length ? { forms } : {}),
      ...(newsletter ? { newsletter } : {}),
      ...(tracking !== undefined ? { tracking } : {}),
      ...(reviews ? { reviews } : {}),
      ...(shopOpen !== undefined ? { shopOpen } : {}),
      ...(catalogue
        ? { shop: { products: catalogue.products, categories: catalogue.categories, now: Date.now(), payments } }
        : {}),
      ...(animations ? { animations } : {}),
      ...(cart ? { cart } : {}),
      ...(order ? { order } : {}),
      ...(placesNotices ? { shopNotice } : {}),
      ...(projects ? { projects, query: Object.fromEntries(new URLSearchParams(loop.search)) } : {}),
    },
    islands: collectIslands(layout),
    embeds: [...collectVideoProviders(layout), ...collectSocialEmbeds(layout)],
    personal: cart !== undefined || orderLink !== null,
    placesNotices,
  };
}
