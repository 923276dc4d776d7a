import type { Field } from '@puckeditor/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { CategoryId } from './categories';
import type { WidgetContext } from './context';
import type { WidgetSchema } from './define';
import type { SlotRule } from './props';
import { islandLoaders, type IslandModule } from './islands';
import { Accordion } from '../widgets/accordion/accordion';
import { Alert } from '../widgets/alert/alert';
import { Audio } from '../widgets/audio/audio';
import { Button } from '../widgets/button/button';
import { Column } from '../widgets/column/column';
import { ContactButtons } from '../widgets/contact-buttons/contact-buttons';
import { Container } from '../widgets/container/container';
import { CookieTable } from '../widgets/cookie-table/cookie-table';
import { Counter } from '../widgets/counter/counter';
import { Countdown } from '../widgets/countdown/countdown';
import { Hotspot } from '../widgets/hotspot/hotspot';
import { Divider } from '../widgets/divider/divider';
import { FormWidget } from '../widgets/form/form';
import { Gallery } from '../widgets/gallery/gallery';
import { Heading } from '../widgets/heading/heading';
import { IconList } from '../widgets/icon-list/icon-list';
import { Image } from '../widgets/image/image';
import { ImageCarousel } from '../widgets/image-carousel/image-carousel';
import { LoopGrid } from '../widgets/loop-grid/loop-grid';
import { Posts } from '../widgets/posts/posts';
import { ArchivePosts } from '../widgets/archive-posts/archive-posts';
import { NavMenu } from '../widgets/nav-menu/nav-menu';
import { SiteLogo } from '../widgets/site-logo/site-logo';
import { SiteMenu } from '../widgets/site-menu/site-menu';
import { OffCanvas } from '../widgets/off-canvas/off-canvas';
import { Portfolio } from '../widgets/portfolio/portfolio';
import { Reviews } from '../widgets/reviews/reviews';
import { Products } from '../widgets/products/products';
import { AddToCart } from '../widgets/add-to-cart/add-to-cart';
import { PaymentButtons } from '../widgets/payment-buttons/payment-buttons';
import { MenuCart } from '../widgets/menu-cart/menu-cart';
import { MenuAccount } from '../widgets/menu-account/menu-account';
import { SiteContact } from '../widgets/site-contact/site-contact';
import { FooterMenus } from '../widgets/footer-menus/footer-menus';
import { ArticleAside } from '../widgets/article-aside/article-aside';
import { PostContent } from '../widgets/post-content/post-content';
import { PostImage } from '../widgets/post-image/post-image';
import { PostMeta } from '../widgets/post-meta/post-meta';
import { PostNavigation } from '../widgets/post-navigation/post-navigation';
import { AuthorBox } from '../widgets/author-box/author-box';
import { PostTitle } from '../widgets/post-title/post-title';
import { ArchiveTitle } from '../widgets/archive-title/archive-title';
import { SearchResults } from '../widgets/search-results/search-results';
import { BreadcrumbsWidget } from '../widgets/breadcrumbs/breadcrumbs';
import { Cart } from '../widgets/cart/cart';
import { Notices } from '../widgets/notices/notices';
import { PurchaseSummary } from '../widgets/purchase-summary/purchase-summary';
import { ProgressBar } from '../widgets/progress-bar/progress-bar';
import { SearchFormWidget } from '../widgets/search-form/search-form';
import { Section } from '../widgets/section/section';
import { ShareButtons } from '../widgets/share-buttons/share-buttons';
import { Slides } from '../widgets/slides/slides';
import { SocialEmbed } from '../widgets/social-embed/social-embed';
import { Spacer } from '../widgets/spacer/spacer';
import { Subscribe } from '../widgets/subscribe/subscribe';
import { TableOfContents } from '../widgets/table-of-contents/table-of-contents';
import { Tabs } from '../widgets/tabs/tabs';
import { TaxonomyFilter } from '../widgets/taxonomy-filter/taxonomy-filter';
import { TextEditor } from '../widgets/text-editor/text-editor';
import { Toggle } from '../widgets/toggle/toggle';
import { Video } from '../widgets/video/video';
import { Lottie } from '../widgets/lottie/lottie';
import { WpPlaceholder } from '../widgets/wp-placeholder/wp-placeholder';
import { widgetSchemas as w } from './schemas';

export type WidgetRender<Props> = (args: { props: Props; ctx: WidgetContext }) => ReactNode;

/** One registry entry: everything the site, the editor and the save validator need about a widget type. */
export interface RegistryEntry<Props = Record<string, unknown>> {
  type: string;
  /** Server-side validation (strict, defaults filled in, rich text sanitised). */
  schema: z.ZodType<Props>;
  defaults: Omit<Props, 'id'>;
  /** Server render: a pure function component (no hooks, no browser APIs). */
  render: WidgetRender<Props>;
  /** Browser behaviour, loaded only on pages that contain the widget. */
  island?: () => Promise<IslandModule>;
  /** When present, the island is needed only for props that pass (e.g. a dismissible alert). */
  needsIsland?: (props: Props) => boolean;
  /** Slot props and their allowed child types. */
  slots: Record<string, SlotRule>;
  editor: { label: string; category: CategoryId; fields: Record<string, Field> };
}

function entry<Props>(
  def: WidgetSchema<Props>,
  render: WidgetRender<Props>,
  extra: Pick<RegistryEntry<Props>, 'island' | 'needsIsland'> = {},
): RegistryEntry {
  const result: RegistryEntry<Props> = {
    type: def.type,
    schema: def.schema,
    defaults: def.defaults,
    render,
    ...extra,
    slots: def.slots,
    editor: { label: def.label, category: def.category, fields: def.fields },
  };
  // Entries are stored type-erased; validateLayout parses props with the entry's own schema before render.
  return result as unknown as RegistryEntry;
}

/** The one list. Order = the editor's order within each category. */
export const widgetList: readonly RegistryEntry[] = [
  entry(w.container, Container),
  entry(w.section, Section),
  entry(w.column, Column),
  entry(w.heading, Heading),
  entry(w['text-editor'], TextEditor),
  entry(w.image, Image),
  entry(w.gallery, Gallery),
  entry(w['image-carousel'], ImageCarousel, {
    island: islandLoaders['image-carousel'],
    needsIsland: (props) => props.items.length > 1,
  }),
  entry(w.slides, Slides, { island: islandLoaders.slides, needsIsland: (props) => props.slides.length > 1 }),
  entry(w.video, Video, { island: islandLoaders.video, needsIsland: (props) => props.provider !== 'hosted' }),
  entry(w.audio, Audio),
  entry(w.lottie, Lottie, { island: islandLoaders.lottie, needsIsland: (props) => props.animation_id !== '' }),
  entry(w.button, Button),
  entry(w['icon-list'], IconList),
  entry(w.divider, Divider),
  entry(w.spacer, Spacer),
  entry(w.accordion, Accordion),
  entry(w.toggle, Toggle),
  entry(w.tabs, Tabs, { island: islandLoaders.tabs }),
  entry(w.alert, Alert, { island: islandLoaders.alert, needsIsland: (props) => props.dismissible }),
  entry(w.counter, Counter, { island: islandLoaders.counter, needsIsland: (props) => props.duration > 0 }),
  entry(w.countdown, Countdown, { island: islandLoaders.countdown }),
  entry(w.hotspot, Hotspot, { island: islandLoaders.hotspot, needsIsland: (props) => props.points.length > 0 }),
  entry(w['progress-bar'], ProgressBar),
  entry(w['cookie-table'], CookieTable),
  entry(w['contact-buttons'], ContactButtons),
  entry(w.form, FormWidget, { island: islandLoaders.form }),
  entry(w.subscribe, Subscribe, { island: islandLoaders.subscribe }),
  entry(w['nav-menu'], NavMenu),
  entry(w['off-canvas'], OffCanvas),
  entry(w['table-of-contents'], TableOfContents),
  entry(w['loop-grid'], LoopGrid, { island: islandLoaders['loop-grid'] }),
  // Without page links there is nothing to do in place: a static listing sends no JavaScript.
  entry(w.posts, Posts, { island: islandLoaders.posts, needsIsland: (props) => props.pagination !== 'none' }),
  entry(w['archive-posts'], ArchivePosts, {
    island: islandLoaders['archive-posts'],
    needsIsland: (props) => props.pagination !== 'none',
  }),
  entry(w['taxonomy-filter'], TaxonomyFilter),
  entry(w['search-form'], SearchFormWidget),
  entry(w.portfolio, Portfolio, { island: islandLoaders.portfolio, needsIsland: (props) => props.show_filter }),
  entry(w.reviews, Reviews, { island: islandLoaders.reviews, needsIsland: (props) => props.layout === 'carousel' }),
  entry(w.products, Products),
  entry(w['add-to-cart'], AddToCart),
  entry(w['payment-buttons'], PaymentButtons),
  entry(w['menu-cart'], MenuCart),
  entry(w['menu-account'], MenuAccount),
  entry(w['site-logo'], SiteLogo),
  entry(w['site-menu'], SiteMenu),
  entry(w['site-contact'], SiteContact),
  entry(w['footer-menus'], FooterMenus),
  entry(w['article-aside'], ArticleAside),
  entry(w['post-title'], PostTitle),
  entry(w['post-meta'], PostMeta),
  entry(w['post-image'], PostImage),
  entry(w['post-content'], PostContent),
  entry(w['post-navigation'], PostNavigation),
  entry(w['author-box'], AuthorBox),
  entry(w['archive-title'], ArchiveTitle),
  entry(w['search-results'], SearchResults),
  entry(w.breadcrumbs, BreadcrumbsWidget),
  entry(w.cart, Cart),
  entry(w.notices, Notices),
  entry(w['purchase-summary'], PurchaseSummary),
  entry(w['social-embed'], SocialEmbed, {
    island: islandLoaders['social-embed'],
    needsIsland: (props) => props.url !== '',
  }),
  entry(w['share-buttons'], ShareButtons, {
    island: islandLoaders['share-buttons'],
    needsIsland: (props) => props.native_share || props.copy_link || props.items.some((i) => i.network === 'print'),
  }),
  entry(w['wp-placeholder'], WpPlaceholder),
];

export const registry: Readonly<Record<string, RegistryEntry>> = Object.freeze(
  Object.fromEntries(widgetList.map((e) => [e.type, e])),
);

export type { WidgetType } from './schemas';
