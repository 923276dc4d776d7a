import type { LexicalRoot } from './content-lexical-nodes';

export interface ContentResolver {
  /** An image URL from the old site (original or a generated size like article-3-1024x576.jpg), or a WordPress attachment id → the imported media document's id, or null when unknown. */
  media(ref: { url?: string; wpId?: number }): number | string | null;
  /** An href from the old site → the href arig should use (internal links rewritten; external kept). */
  link(href: string): string;
}

export interface ContentIssue {
  kind: 'shortcode' | 'embed' | 'html' | 'missing-media' | 'unsupported-block';
  detail: string;
}

export interface ConvertedContent {
  lexical: { root: LexicalRoot };
  issues: ContentIssue[];
  mediaIds: (number | string)[];
}
