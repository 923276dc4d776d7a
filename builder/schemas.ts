import type { WidgetSchema } from './define';
import { accordion } from '../widgets/accordion/schema';
import { alert } from '../widgets/alert/schema';
import { audio } from '../widgets/audio/schema';
import { button } from '../widgets/button/schema';
import { column } from '../widgets/column/schema';
import { contactButtons } from '../widgets/contact-buttons/schema';
import { container } from '../widgets/container/schema';
import { cookieTable } from '../widgets/cookie-table/schema';
import { counter } from '../widgets/counter/schema';
import { hotspot } from '../widgets/hotspot/schema';
import { countdown } from '../widgets/countdown/schema';
import { divider } from '../widgets/divider/schema';
import { form } from '../widgets/form/schema';
import { gallery } from '../widgets/gallery/schema';
import { heading } from '../widgets/heading/schema';
import { iconList } from '../widgets/icon-list/schema';
import { image } from '../widgets/image/schema';
import { imageCarousel } from '../widgets/image-carousel/schema';
import { loopGrid } from '../widgets/loop-grid/schema';
import { archivePosts } from '../widgets/archive-posts/schema';
import { posts } from '../widgets/posts/schema';
import { navMenu } from '../widgets/nav-menu/schema';
import { offCanvas } from '../widgets/off-canvas/schema';
import { progressBar } from '../widgets/progress-bar/schema';
import { searchForm } from '../widgets/search-form/schema';
import { portfolio } from '../widgets/portfolio/schema';
import { section } from '../widgets/section/schema';
import { shareButtons } from '../widgets/share-buttons/schema';
import { slides } from '../widgets/slides/schema';
import { socialEmbed } from '../widgets/social-embed/schema';
import { spacer } from '../widgets/spacer/schema';
import { subscribe } from '../widgets/subscribe/schema';
import { tableOfContents } from '../widgets/table-of-contents/schema';
import { tabs } from '../widgets/tabs/schema';
import { taxonomyFilter } from '../widgets/taxonomy-filter/schema';
import { textEditor } from '../widgets/text-editor/schema';
import { toggle } from '../widgets/toggle/schema';
import { video } from '../widgets/video/schema';
import { lottie } from '../widgets/lottie/schema';
import { reviews } from '../widgets/reviews/schema';
import { products } from '../widgets/products/schema';
import { addToCart } from '../widgets/add-to-cart/schema';
import { paymentButtons } from '../widgets/payment-buttons/schema';
import { menuCart } from '../widgets/menu-cart/schema';
import { menuAccount } from '../widgets/menu-account/schema';
import { siteContact } from '../widgets/site-contact/schema';
import { footerMenus } from '../widgets/footer-menus/schema';
import { articleAside } from '../widgets/article-aside/schema';
import { postContent } from '../widgets/post-content/schema';
import { postImage } from '../widgets/post-image/schema';
import { postMeta } from '../widgets/post-meta/schema';
import { postNavigation } from '../widgets/post-navigation/schema';
import { authorBox } from '../widgets/author-box/schema';
import { postTitle } from '../widgets/post-title/schema';
import { archiveTitle } from '../widgets/archive-title/schema';
import { searchResults } from '../widgets/search-results/schema';
import { breadcrumbs } from '../widgets/breadcrumbs/schema';
import { siteLogo } from '../widgets/site-logo/schema';
import { siteMenu } from '../widgets/site-menu/schema';
import { cart } from '../widgets/cart/schema';
import { notices } from '../widgets/notices/schema';
import { purchaseSummary } from '../widgets/purchase-summary/schema';
import { wpPlaceholder } from '../widgets/wp-placeholder/schema';

/**
 * The schema half of the registry: what the save validator needs, and nothing that renders (no React,
 * no widget .tsx), so the CMS can validate layouts without importing rendering code. The full registry
 * (builder/registry.ts) pairs each of these with its render and island.
 */
export const widgetSchemas = {
  container,
  section,
  column,
  heading,
  'text-editor': textEditor,
  image,
  gallery,
  'image-carousel': imageCarousel,
  slides,
  video,
  audio,
  lottie,
  button,
  'icon-list': iconList,
  divider,
  spacer,
  accordion,
  toggle,
  tabs,
  alert,
  counter,
  countdown,
  hotspot,
  'progress-bar': progressBar,
  'cookie-table': cookieTable,
  'contact-buttons': contactButtons,
  form,
  subscribe,
  'nav-menu': navMenu,
  'off-canvas': offCanvas,
  'table-of-contents': tableOfContents,
  'loop-grid': loopGrid,
  posts,
  'archive-posts': archivePosts,
  'taxonomy-filter': taxonomyFilter,
  'search-form': searchForm,
  'share-buttons': shareButtons,
  'social-embed': socialEmbed,
  portfolio,
  reviews,
  products,
  'add-to-cart': addToCart,
  'payment-buttons': paymentButtons,
  'menu-cart': menuCart,
  'menu-account': menuAccount,
  cart,
  notices,
  'purchase-summary': purchaseSummary,
  'site-logo': siteLogo,
  'site-contact': siteContact,
  'footer-menus': footerMenus,
  'article-aside': articleAside,
  'site-menu': siteMenu,
  'post-title': postTitle,
  'post-meta': postMeta,
  'post-image': postImage,
  'post-content': postContent,
  'post-navigation': postNavigation,
  'author-box': authorBox,
  'archive-title': archiveTitle,
  'search-results': searchResults,
  breadcrumbs,
  'wp-placeholder': wpPlaceholder,
} as const;

export type WidgetType = keyof typeof widgetSchemas;

/** Type-erased lookup for the validator (props are parsed by the schema before anything reads them). */
export const schemaRegistry: Readonly<Record<string, WidgetSchema<Record<string, unknown>>>> = Object.freeze(
  widgetSchemas as unknown as Record<string, WidgetSchema<Record<string, unknown>>>,
);
