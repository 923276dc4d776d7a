import type { ComponentType, ReactNode } from 'react';
import type { NavItem } from '../components/layout/nav-types';
import type { FormRenderState } from '../components/forms/types';
import type {
  AnimationView,
  FormView,
  ImageView,
  NewsletterView,
  PostSummary,
  ProjectCard,
  ReviewView,
} from '../data/types';
import type { FilterJoin, FilterState } from '../engines/loop-filter/codec';
import type { ElementAttrs } from './common';
import type { LayoutLink } from './layout-links';

/** A heading the table of contents can link to. */
export interface TocHeading {
  id: string;
  text: string;
  level: number;
}

/** Phone, e-mail and WhatsApp as the site settings hold them (null: not set). */
export interface ContactView {
  phone: string | null;
  email: string | null;
  whatsapp: string | null;
}

/** A taxonomy term a filter can offer. */
export interface TermView {
  slug: string;
  title: string;
  /** The parent term's slug; null for a top-level term. */
  parent: string | null;
}

/**
 * One loop grid's data, read before render by the data layer (data/get-loop-context.ts): the page of
 * results the URL asks for, and how to write the grid's links.
 */
export interface LoopView {
  posts: PostSummary[];
  /** A grid of the shop's products (source "products"), and the moment their prices are read at. */
  products?: import('../data/shop/types').ProductView[];
  now?: number;
  page: number;
  totalPages: number;
  totalDocs: number;
  /** The grid's filter selection, from the URL. */
  state: FilterState;
  /** The refresh call's `post_id`: the page holding the layout, 0 for a category archive. */
  postId: number;
  /** An archive-posts widget on an author's archive: every card is theirs, so its byline may be left out. */
  authorArchive?: boolean;
  /** The categories the grid lists (its source's; an archive's own), for a filter of their subcategories. */
  categories?: readonly string[];
  /** The grid lists a tag's, an author's, a month's or chosen articles: no category to offer subcategories of. */
  narrowed?: boolean;
  /** The URL of page n of these results (filters kept). */
  pageUrl: (page: number) => string;
  /** The URL after selecting `terms` of `taxonomy` (back to page 1). */
  filterUrl: (taxonomy: string, terms: readonly string[], join: FilterJoin) => string;
}

/** Per request: a fresh render token for each form shown, and the state of the one just posted. */
export interface FormSession {
  token(formKey: string): string;
  stateFor(formKey: string): FormRenderState | undefined;
}

/**
 * What the page gives the renderer besides the layout: plain data, already read by the site's data layer.
 * Widgets never fetch; a missing menu/image renders nothing rather than failing the page.
 */
export interface RenderContext {
  /** The render's clock (ms since the epoch), for widgets that show time (countdown); now when absent. */
  now?: number;
  /** Menus by location name (e.g. "main", "footer"), for the nav-menu widget. */
  menus?: Record<string, NavItem[]>;
  /** The business's contact details from Site Settings, where the layout has a site-contact widget. */
  siteDetails?: import('../components/layout/FooterContact').FooterContactDetails;
  /** The footer's groups of links (Navigation), where the layout has a footer-menus widget. */
  footerMenus?: import('../components/layout/FooterMenus').FooterGroup[];
  /**
   * The main menu as Site Settings hold it, for the site-menu widget (where the layout has one): an item with a
   * mega panel keeps its own children, as in the site's header, where `menus.main` lists the panel's links.
   */
  siteNav?: import('../data/types').NavLink[];
  /**
   * The main menu's mega panels' links by panel id, for the site-menu widget: as in the site's own header,
   * an item with a panel shows its links, and the panel's layout once the browser has fetched it.
   */
  megaPanels?: Record<number, LayoutLink[]>;
  /** The page's headings for the table of contents; when absent, taken from the layout's heading widgets. */
  headings?: TocHeading[];
  /** Media by id, for the image widget (ids collected with collectMediaIds). */
  images?: Record<string, ImageView>;
  /** Lottie animations (JSON files of the media library) by id, for the lottie widget. */
  animations?: Record<string, AnimationView>;
  /** The current path, to mark the current menu item. */
  currentPath?: string;
  /** Loop grids' results by node id (loop-grid, taxonomy-filter). */
  loops?: Record<string, LoopView>;
  /** Forms by id (form widget), as visitors may see them. */
  forms?: Record<string, FormView>;
  /** The newsletter's wording (subscribe widget). */
  newsletter?: NewsletterView;
  /** The configured measurement vendors (cookie-table); null: none. */
  tracking?: import('../engines/consent/vendors').TrackingConfig | null;
  /** Tokens and posted state for this request's forms (added by the page, not cached with the data). */
  formSession?: FormSession;
  /** Site Settings' named colours, which the builder offers as global colours (pages render without them). */
  namedColours?: { id: string; name: string }[];
  /** The business's contact details from the site settings (contact-buttons): the one source. */
  contact?: ContactView;
  /** Published portfolio projects, newest first (portfolio), when the page has a portfolio. */
  projects?: ProjectCard[];
  /**
   * Whether the shop has published products, where the layout has a cart or account link (absent in the
   * builder: they show).
   */
  shopOpen?: boolean;
  /** The published catalogue and the moment prices are read at (products, add-to-cart widgets). */
  shop?: {
    products: import('../data/shop/types').ProductView[];
    categories: import('../data/shop/types').ProductCategoryView[];
    now: number;
    /** The payment methods the checkout offers (payment buttons show only those). */
    payments?: import('../engines/shop/checkout-form').PaymentMethod[];
  };
  /** The visitor's cart (cart widget), read for this request: a page that has it is never cached. */
  cart?: import('../data/shop/cart-view').CartView;
  /** The order a thank-you page's link names (purchase-summary widget), read for this visitor only. */
  order?: import('../data/shop/get-order-for-buyer').OrderView;
  /** The shop's message after a change, from the address (notices widget); null: none. */
  shopNotice?: import('../data/shop/notice-view').ShopNoticeView | null;
  /** Published reviews, newest first (reviews), when the page has a reviews widget. */
  reviews?: ReviewView[];
  /** The request's query parameters (the portfolio's server-side filter). */
  query?: Record<string, string>;
  /** The article a single-article template shows (theme builder): what its dynamic widgets read. */
  article?: {
    post: import('../data/types').PostView;
    previous: PostSummary | null;
    next: PostSummary | null;
    /** More articles from its categories (article-aside). */
    related?: PostSummary[];
  };
  /**
   * The page a page template shows (theme builder): its title, text and featured image, which the title,
   * content and image widgets read as they read an article's.
   */
  textPage?: Pick<import('../data/types').PageView, 'title' | 'contentHtml' | 'image'>;
  /** The search a search-results template shows: its page of results, and whether its words were cut. */
  searchShown?: { results: import('../data/search/search-site').SearchPage; trimmed: boolean };
  /** The archive an archive template shows (theme builder): its title, description and page (archive-title). */
  archiveHeading?: { title: string; description: string | null; page: number };
  /** Where the page sits, from the home page to itself (breadcrumbs); absent: the widget shows nothing. */
  trail?: import('../components/content/Breadcrumbs').Crumb[];
  /** The business's name and logo from the site settings (site-logo). */
  site?: {
    name: string;
    logo: { src: string; alt: string; width: number; height: number } | null;
    /** The logo's variant for dark backgrounds, shown in a dark box (components/layout/BrandLogo.tsx). */
    logoDark?: { src: string; alt: string; width: number; height: number } | null;
  };
  /** The page as it is shared (share-buttons): its absolute address, title and image. */
  page?: { url: string; title: string; image: string };
  /** Taxonomy terms by taxonomy name (taxonomy-filter). */
  terms?: Record<string, TermView[]>;
  /**
   * Editor only: renders a loop grid's results for its unsaved props (the studio's edit-mode refresh
   * call). Injected by the editor, so the widget itself never fetches.
   */
  loopPreview?: ComponentType<{ gridProps: Record<string, unknown> }>;
}

export interface SlotOptions {
  className?: string;
}

/** What a widget's render gets besides its props. */
export interface WidgetContext extends RenderContext {
  /** Attributes for the widget's root element (id, classes, data-* for animation/sticky/island). */
  attrs: ElementAttrs;
  /** A stable, valid DOM id base for aria wiring (anchor id or derived from the node id). */
  domId: string;
  /** Renders the children of a slot prop inside a div with the given class. */
  slot: (name: string, options?: SlotOptions) => ReactNode;
  /** True inside the editor preview. */
  editing: boolean;
}
