/** Shapes of the demo content the seed writes. Plain data: no Payload imports, so tests and tools can load it cheaply. */

export type SeedBlock = { type: 'h2' | 'h3' | 'p' | 'quote'; text: string } | { type: 'ul' | 'ol'; items: string[] };

export interface SeedCategory {
  slug: string;
  title: string;
  description: string;
  /** Parent category slug. */
  parent?: string;
}

export interface SeedArticle {
  /** Lowercase latin, digits and hyphens, unique. */
  slug: string;
  /** Hebrew. */
  title: string;
  /** Hebrew, 1–2 sentences, at most 200 characters. */
  excerpt: string;
  /** Child category slugs; the seed adds the parent. */
  categories: string[];
  /** ISO date-time; all distinct, spread over 2024-01 .. 2026-10. */
  publishedAt: string;
  /** Key of the featured image. */
  image: SeedImageKey;
  author: 'admin' | 'editor';
  /** 5–10 blocks: at least one h2, several paragraphs, a list somewhere. */
  body: SeedBlock[];
}

export interface SeedPage {
  slug: string;
  title: string;
  metaDescription: string;
  body: SeedBlock[];
  image?: SeedImageKey;
}

export interface SeedImage {
  key: SeedImageKey;
  /** Hebrew; describes what the generated picture actually shows. */
  alt: string;
  title: string;
  description: string;
  /** Hex colours: main (warp / face), second (weft / back), accent. */
  palette: [string, string, string];
  pattern: 'plain' | 'twill' | 'satin' | 'herringbone' | 'knit' | 'yarn';
  /** 'photo': rendered as a photograph-like close-up (twill only), not drawn; for the picture that leads a page. */
  look?: 'photo';
}

export type SeedImageKey = string;

/** Matches the `site-settings` global's fields (homePage and logo are set by the seed). */
export interface SeedSiteSettings {
  businessName: string;
  legalName: string;
  /** 9 digits, fictional. */
  companyId: string;
  address: { street: string; city: string; postalCode: string };
  /** Display form, e.g. 03-5550123. */
  phone: string;
  /** E.164, e.g. +972505550123. */
  whatsapp: string;
  email: string;
  socialLinks: { network: 'facebook' | 'linkedin' | 'instagram'; url: string }[];
}

/** Matches the `accessibility-statement` global's fields. */
export interface SeedAccessibilityStatement {
  intro: string;
  conformanceLevel: 'AA';
  adjustments: { text: string }[];
  coordinator: { name: string; phone: string; email: string };
  premisesArrangements: string;
  knownLimitations: { description: string; alternative: string }[];
  testedWith: string;
  /** ISO date. */
  lastUpdated: string;
}

export interface SeedLink {
  label: string;
  href: string;
}

/** Matches the `navigation` global's fields. */
export interface SeedNavigation {
  headerButton: SeedLink;
  header: (SeedLink & { children?: SeedLink[] })[];
  footer: { title: string; links: SeedLink[] }[];
}
