import { DomUtils } from 'htmlparser2';
import { BLOCK_TAG, blockOf, type BlockComment } from './content-block-comments';
import { addIssue, type Walker } from './content-context';
import { elementsIn, textOf, type DomElement, type DomNode } from './content-dom';
import { embedBlocks } from './content-embed';
import type { LexicalBlock } from './content-lexical-nodes';
import { excerpt, MARKER, markerParagraph } from './content-markers';
import { WP_ID_ATTRIBUTE } from './content-media';
import { RAW_HTML_TAGS, rawHtmlBlocks } from './content-raw-html';
import { SHORTCODE_TAG } from './content-shortcodes';

/** Markup the HTML rules convert fully (elements in RAW_HTML_TAGS are converted to a visible marker). */
const PLAIN_TAGS = new Set([
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'cite', 'hr', 'pre', 'br', 'img'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'del', 'strike', 'ins', 'sub', 'sup', 'code', 'kbd', 'samp', 'tt', 'a'],
  ...['figure', 'figcaption', 'div', 'span', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav'],
  ...['small', 'big', 'mark', 'abbr', 'time', 'q', 'font', 'label', 'center', 'address', SHORTCODE_TAG, BLOCK_TAG],
  ...RAW_HTML_TAGS,
]);

const isPlain = (nodes: DomNode[]) => !DomUtils.existsOne((el) => !PLAIN_TAGS.has(el.name), nodes);

function blockLabel(block: BlockComment): string {
  const attrs = Object.keys(block.attrs).length > 0 ? ` ${JSON.stringify(block.attrs)}` : '';
  return excerpt(`wp:${block.name}${attrs}`);
}

function unsupported(block: BlockComment, inner: DomNode[], walker: Walker): LexicalBlock[] {
  addIssue(walker.ctx, 'unsupported-block', blockLabel(block));
  return [markerParagraph(MARKER.block, blockLabel(block)), ...walker.blocks(inner)];
}

function embed(block: BlockComment, inner: DomNode[], walker: Walker): LexicalBlock[] {
  const wrapper = DomUtils.findOne((el) => el.attribs.class?.includes('wp-block-embed__wrapper') ?? false, inner);
  const url = (typeof block.attrs.url === 'string' ? block.attrs.url : '') || (wrapper ? textOf(wrapper).trim() : '');
  if (url === '') return unsupported(block, inner, walker);
  const captions = elementsIn(inner, 'figcaption').flatMap((caption) => walker.blocks(caption.children));
  return [...embedBlocks(url, walker.ctx), ...captions];
}

/**
 * A block's content, with its comment as a hint: custom HTML and embeds are never rendered as markup, an
 * image takes its attachment id from the comment, and a block whose markup the HTML rules do not cover
 * (a table, a plugin's block, a block WordPress renders on the server) is converted as far as it goes
 * after a visible marker.
 */
export function wpBlockBlocks(el: DomElement, walker: Walker): LexicalBlock[] {
  const block = blockOf(el.attribs);
  const inner = el.children;
  if (block.selfClosing) return unsupported(block, [], walker);
  if (block.name === 'html') return rawHtmlBlocks(inner, walker.ctx);
  if (block.name === 'embed' || block.name.startsWith('core-embed/')) return embed(block, inner, walker);
  if (block.name === 'image' && typeof block.attrs.id === 'number') {
    const img = elementsIn(inner, 'img')[0];
    if (img) img.attribs[WP_ID_ATTRIBUTE] = String(block.attrs.id);
  }
  return isPlain(inner) ? walker.blocks(inner) : unsupported(block, inner, walker);
}
