/** What an import did, per kind of thing, and everything it could not bring over (issue 22). */
export type ImportKind =
  | 'authors'
  | 'categories'
  | 'tags'
  | 'media'
  | 'popups'
  | 'forms'
  | 'templates'
  | 'posts'
  | 'pages'
  | 'menus'
  | 'products'
  | 'redirects'
  | 'settings';

export interface KindCount {
  created: number;
  updated: number;
  skipped: number;
}

export interface SkippedItem {
  kind: string;
  wpId: number;
  title: string;
  reason: string;
}

export interface ContentNote {
  wpId: number;
  title: string;
  kind: string;
  detail: string;
}

export interface ImportReport {
  dryRun: boolean;
  counts: Record<ImportKind, KindCount>;
  skipped: SkippedItem[];
  /** Upload paths the export names that the uploads folder does not hold. */
  missingMedia: string[];
  /** Shortcodes, embeds and raw HTML kept for the editor, images not found (per article or page). */
  contentNotes: ContentNote[];
  /** Elementor widgets arig has no counterpart for, by widget type (kept as a visible placeholder). */
  placeholders: Record<string, number>;
  /** Comments counted but not imported (arig has no comments). */
  comments: number;
  /** Failures: the thing named was not imported; the rest of the import went on. */
  errors: SkippedItem[];
}

const zero = (): KindCount => ({ created: 0, updated: 0, skipped: 0 });

export function emptyReport(dryRun: boolean): ImportReport {
  return {
    dryRun,
    counts: {
      authors: zero(),
      categories: zero(),
      tags: zero(),
      media: zero(),
      popups: zero(),
      forms: zero(),
      templates: zero(),
      posts: zero(),
      pages: zero(),
      menus: zero(),
      products: zero(),
      redirects: zero(),
      settings: zero(),
    },
    skipped: [],
    missingMedia: [],
    contentNotes: [],
    placeholders: {},
    comments: 0,
    errors: [],
  };
}
