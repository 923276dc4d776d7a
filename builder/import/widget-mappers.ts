import { mapButton, mapDivider, mapHeading, mapMenuAnchor, mapSpacer, mapTextEditor } from './map-basic';
import { mapIconBox, mapImageBox } from './map-boxes';
import { mapForm } from './map-form';
import { mapTestimonial } from './map-testimonial';
import { mapAccordion, mapTabs, mapToggle } from './map-disclosures';
import { mapAlert, mapCountdown, mapCounter, mapProgress } from './map-interactive';
import { mapArchivePosts, mapLoopGrid, mapPosts, mapTaxonomyFilter } from './map-listings';
import {
  mapLottie,
  mapGoogleMaps,
  mapImage,
  mapImageCarousel,
  mapImageGallery,
  mapProGallery,
  mapSoundCloud,
  mapVideo,
} from './map-media';
import { mapNavMenu, mapSearchForm, mapShareButtons, mapTableOfContents } from './map-navigation';
import { mapHotspot, mapSlides } from './map-showcase';
import { mapIconList, mapSocialIcons } from './map-lists';
import {
  mapPostContent,
  mapPostImage,
  mapPostInfo,
  mapPostNavigation,
  mapAuthorBox,
  mapPostTitle,
  mapSiteLogo,
  mapSiteTitle,
  mapArchiveTitle,
  mapBreadcrumbs,
} from './map-theme';
import type { WidgetMapper } from './widget-mapper';

/**
 * Elementor `widgetType` → its mapping onto arig. Anything not listed becomes a `wp-placeholder` holding
 * its settings; so do widgets listed here whose settings cannot be carried over (a mapper returns null).
 * Not listed on purpose: reviews (arig's reviews come from its own "המלצות" collection, each with a
 * rating; text on a page is not one), html and shortcode.
 */
export const widgetMappers: Readonly<Record<string, WidgetMapper>> = {
  heading: mapHeading,
  'text-editor': mapTextEditor,
  image: mapImage,
  button: mapButton,
  'icon-list': mapIconList,
  'icon-box': mapIconBox,
  'image-box': mapImageBox,
  accordion: mapAccordion,
  toggle: mapToggle,
  tabs: mapTabs,
  alert: mapAlert,
  counter: mapCounter,
  progress: mapProgress,
  countdown: mapCountdown,
  'image-carousel': mapImageCarousel,
  'image-gallery': mapImageGallery,
  gallery: mapProGallery,
  video: mapVideo,
  audio: mapSoundCloud,
  google_maps: mapGoogleMaps,
  lottie: mapLottie,
  spacer: mapSpacer,
  divider: mapDivider,
  'menu-anchor': mapMenuAnchor,
  'social-icons': mapSocialIcons,
  'share-buttons': mapShareButtons,
  'nav-menu': mapNavMenu,
  'table-of-contents': mapTableOfContents,
  'search-form': mapSearchForm,
  form: mapForm,
  testimonial: mapTestimonial,
  posts: mapPosts,
  'archive-posts': mapArchivePosts,
  'loop-grid': mapLoopGrid,
  'taxonomy-filter': mapTaxonomyFilter,
  slides: mapSlides,
  hotspot: mapHotspot,
  'theme-post-title': mapPostTitle,
  'post-info': mapPostInfo,
  'theme-post-featured-image': mapPostImage,
  'theme-post-content': mapPostContent,
  'post-navigation': mapPostNavigation,
  'author-box': mapAuthorBox,
  'theme-site-logo': mapSiteLogo,
  'theme-site-title': mapSiteTitle,
  'theme-archive-title': mapArchiveTitle,
  breadcrumbs: mapBreadcrumbs,
};

export function widgetMapper(widgetType: string): WidgetMapper | null {
  return Object.hasOwn(widgetMappers, widgetType) ? (widgetMappers[widgetType] ?? null) : null;
}
