import { parseDocument } from 'htmlparser2';
import { autop } from './content-autop';
import { createWalker } from './content-blocks';
import { markBlockComments } from './content-block-comments';
import { createContext } from './content-context';
import { limitDepth } from './content-depth';
import { markAutoEmbeds } from './content-embed';
import { paragraph, root } from './content-lexical-nodes';
import { normalizeBlocks } from './content-normalize';
import { markShortcodes } from './content-shortcodes';
import type { ContentResolver, ConvertedContent } from './content-types';

export type { ContentIssue, ContentResolver, ConvertedContent } from './content-types';
export type { LexicalRoot } from './content-lexical-nodes';

/** WordPress's own test (has_blocks): content saved by the block editor carries block comments. */
const hasBlocks = (html: string) => html.includes('<!-- wp:');

/**
 * A WordPress post's `post_content` (block markup, or classic-editor text that WordPress runs through
 * autoembed and wpautop) → Lexical JSON for a Payload `richText` field with the default `lexicalEditor()` features.
 * Pure: media and links are looked up through the resolver; what cannot be imported is kept visibly in
 * the content and listed in `issues`.
 */
export function contentToLexical(html: string, resolver: ContentResolver): ConvertedContent {
  const source = hasBlocks(html) ? markBlockComments(html) : autop(markAutoEmbeds(html));
  const document = parseDocument(markShortcodes(source));
  const ctx = createContext(resolver, html);
  limitDepth(document.children, ctx);
  const blocks = normalizeBlocks(createWalker(ctx).blocks(document.children));
  // Lexical refuses to load a root without children; an emptied editor holds one empty paragraph.
  const children = blocks.length > 0 ? blocks : [paragraph([])];
  return { lexical: { root: root(children) }, issues: ctx.issues, mediaIds: ctx.mediaIds };
}
