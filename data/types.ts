import type { FontFamilyId } from '../engines/design/fonts';
import type { FormDefinition } from '../engines/forms/definition';

/** The site's own view of content: what the pages render, never raw Payload documents. */
export interface ImageView {
  src: string;
  width: number;
  height: number;
  alt: string;
  title: string | null;
  description: string | null;
  srcset: string;
}

/** A Lottie animation (a JSON file in the media library): its address, its canvas, its description. */
export interface AnimationView {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface CategoryRef {
  title: string;
  url: string;
}

export interface CategoryView extends CategoryRef {
  id: number;
  slug: string;
  parentId: number | null;
  description: string | null;
  parent: (CategoryRef & { slug: string }) | null;
  seo: SeoView;
}

/** A tag, with its archive at /tag/{slug}/. */
export interface TagView extends CategoryRef {
  id: number;
  slug: string;
  description: string | null;
  seo: SeoView;
}

/** An article's byline: the author's name, and their archive when they have an address. */
export interface AuthorRef {
  name: string;
  url: string | null;
}

/** The author box's view of an article's author: copied onto the article when it is saved, as the byline is. */
export interface AuthorProfile extends AuthorRef {
  bio: string | null;
  avatar: ImageView | null;
}

export interface SeoView {
  title: string | null;
  description: string | null;
  image: ImageView | null;
  noindex: boolean;
}

export interface PostSummary {
  id: number;
  slug: string;
  url: string;
  title: string;
  excerpt: string | null;
  publishedAt: string | null;
  updatedAt: string;
  image: ImageView | null;
  categories: CategoryRef[];
  author: AuthorRef | null;
}

export interface PostView extends PostSummary {
  /** Read for a signed-in editor's preview and not published as shown (a draft, or unpublished changes). */
  draft?: boolean;
  contentHtml: string;
  /** The text's H2 and H3 headings with their ids, for the table of contents. */
  headings: import('../builder/context').TocHeading[];
  tags: CategoryRef[];
  /** Who wrote it, for the author box; null when the article names no author. */
  authorProfile: AuthorProfile | null;
  seo: SeoView;
  primaryCategory: CategoryView | null;
  categoryIds: number[];
}

export interface PostPage {
  posts: PostSummary[];
  page: number;
  totalPages: number;
  totalDocs: number;
}

export interface PageView {
  id: number | string;
  slug: string;
  url: string;
  title: string;
  contentHtml: string;
  layout: unknown;
  image: ImageView | null;
  seo: SeoView;
  updatedAt: string;
  /** Read for a signed-in editor's preview and not published as shown (a draft, or unpublished changes). */
  draft?: boolean;
}

export interface NavLink {
  label: string;
  href: string;
  children?: NavLink[];
  /** A main-menu item's mega panel (the id of a "mega-panels" document), shown in place of its children. */
  panel?: number;
}

export interface SiteSettingsView {
  businessName: string;
  legalName: string | null;
  companyId: string | null;
  address: { street: string | null; city: string | null; postalCode: string | null };
  phone: string | null;
  email: string | null;
  whatsapp: string | null;
  socialLinks: { network: string; url: string }[];
  logo: ImageView | null;
  /** The logo's variant for dark backgrounds; null: the one logo everywhere. */
  logoDark: ImageView | null;
  /** The browser tab's icon from Site Settings; null: arig's own (/favicon.svg). */
  favicon: ImageView | null;
  /** The brand's primary colour in force: the browser's theme colour. */
  themeColour: string;
  homePageId: number | string | null;
  /** The global image lightbox's switches, as the runtime reads them from <body data-lightbox-options>;
   * null at the defaults, which a page without the attribute means. */
  lightboxOptions: string | null;
  /** Site Settings → Design (colours, width, corners) as a style sheet; empty while the design's own are kept. */
  designCss: string;
  /** The named colours (Site Settings → Design), which the builder offers as global colours. */
  namedColours: { id: string; name: string }[];
  /** The body and heading families in force (Site Settings → Design, or the design's own). */
  fonts: { body: FontFamilyId; headings: FontFamilyId };
}

export interface StatementView {
  intro: string | null;
  conformanceLevel: 'AA' | 'partial';
  adjustments: string[];
  coordinator: { name: string; phone: string; email: string } | null;
  premisesArrangements: string | null;
  knownLimitations: { description: string; alternative: string }[];
  testedWith: string | null;
  lastUpdated: string | null;
}

export interface SitemapEntry {
  url: string;
  lastmod: string;
}

/** A form as the site renders it (engines/forms/definition.ts) and what follows its submission. */
export interface FormView extends FormDefinition {
  /** The thank-you message (sanitised rich text), shown when there is no redirect. */
  confirmationHtml: string;
  /** Where a successful submission goes instead of the message. */
  redirectUrl: string | null;
  /** The acceptance field whose tick subscribes the sender to the newsletter. */
  newsletterConsentField: string | null;
}

/** The newsletter form's wording (the `newsletter` global). */
export interface NewsletterView {
  heading: string;
  intro: string | null;
  consentText: string;
  consentVersion: number;
}

/** A portfolio project as its card and its page show it. */
export interface ProjectCard {
  id: number;
  slug: string;
  url: string;
  title: string;
  /** The field it is filtered by ("טקסטיל טכני"). */
  field: string;
  client: string | null;
  year: number;
  summary: string | null;
  image: ImageView | null;
}

export interface ProjectView extends ProjectCard {
  images: ImageView[];
  contentHtml: string;
  seo: SeoView;
  draft?: boolean;
}

/** A published review as the reviews widget shows it. */
export interface ReviewView {
  id: number;
  author: string;
  role: string | null;
  company: string | null;
  text: string;
  /** 1 to 5. */
  rating: number;
  photo: ImageView | null;
  /** ISO date. */
  date: string;
  sourceUrl: string | null;
}
