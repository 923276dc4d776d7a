import { append } from './content-append';
import { BLOCK_TAG } from './content-block-comments';
import type { ConvertContext, Walker } from './content-context';
import { isElement, type DomElement, type DomNode } from './content-dom';
import { flattenBlocks } from './content-flatten';
import { hasText } from './content-inline-build';
import {
  heading,
  horizontalRule,
  paragraph,
  textNode,
  type HeadingTag,
  type LexicalBlock,
  type LexicalInline,
} from './content-lexical-nodes';
import { listBlocks } from './content-lists';
import { imageBlocks } from './content-media';
import { paragraphBlocks, preBlocks } from './content-paragraphs';
import { quoteBlocks } from './content-quote';
import { RAW_HTML_TAGS, rawHtmlBlocks } from './content-raw-html';
import { shortcodeBlocks } from './content-shortcode-blocks';
import { SHORTCODE_TAG } from './content-shortcodes';
import { wpBlockBlocks } from './content-wp-blocks';

/** Block-level elements whose content is converted in place (wp:columns, wp:group, figures, cells). */
const CONTAINERS = new Set([
  ...['p', 'div', 'section', 'article', 'aside', 'header', 'footer', 'main', 'nav', 'figure', 'figcaption'],
  ...['li', 'center', 'address', 'details', 'summary', 'fieldset', 'legend', 'dl', 'dt', 'dd', 'hgroup', 'menu'],
  ...['table', 'thead', 'tbody', 'tfoot', 'caption', 'td', 'th', 'html', 'body'],
]);

/** The page title is the page's h1, so a heading in the content starts at h2. */
const HEADING_TAGS: Record<string, HeadingTag> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h5', h6: 'h6' };

export function createWalker(ctx: ConvertContext): Walker {
  const walker: Walker = {
    ctx,
    blocks: (nodes) => convertNodes(nodes, walker),
    blockElement: (el) => convertElement(el, walker),
  };
  return walker;
}

function headingBlocks(el: DomElement, walker: Walker): LexicalBlock[] {
  const flat = flattenBlocks(walker.blocks(el.children), false);
  return hasText(flat.inline) ? [heading(HEADING_TAGS[el.name] ?? 'h2', flat.inline), ...flat.after] : flat.after;
}

/** A table row → one paragraph, its cells separated by " | " (Payload's default editor has no tables). */
function rowBlocks(row: DomElement, walker: Walker): LexicalBlock[] {
  const inline: LexicalInline[] = [];
  const after: LexicalBlock[] = [];
  for (const cell of row.children) {
    if (!isElement(cell)) continue;
    const flat = flattenBlocks(walker.blocks(cell.children), false);
    if (hasText(flat.inline)) append(inline, inline.length > 0 ? [textNode(' | '), ...flat.inline] : flat.inline);
    append(after, flat.after);
  }
  return hasText(inline) ? [paragraph(inline), ...after] : after;
}

function convertElement(el: DomElement, walker: Walker): LexicalBlock[] | null {
  const { name } = el;
  if (/^h[1-6]$/.test(name)) return headingBlocks(el, walker);
  if (name === 'ul' || name === 'ol') return listBlocks(el, walker);
  if (name === 'blockquote') return quoteBlocks(el, walker);
  if (name === 'hr') return [horizontalRule()];
  if (name === 'pre') return preBlocks(el.children, walker);
  if (name === 'img') return imageBlocks(el, walker.ctx);
  if (name === SHORTCODE_TAG) return shortcodeBlocks(el, walker);
  if (name === BLOCK_TAG) return wpBlockBlocks(el, walker);
  if (name === 'tr') return rowBlocks(el, walker);
  if (name === 'head') return [];
  if (RAW_HTML_TAGS.has(name)) return rawHtmlBlocks([el], walker.ctx);
  if (CONTAINERS.has(name)) return walker.blocks(el.children);
  return null;
}

/** Sibling nodes in order: block-level elements convert on their own, runs of inline nodes make paragraphs. */
function convertNodes(nodes: DomNode[], walker: Walker): LexicalBlock[] {
  const out: LexicalBlock[] = [];
  let run: DomNode[] = [];
  for (const node of nodes) {
    const blocks = isElement(node) ? convertElement(node, walker) : null;
    if (!blocks) {
      run.push(node);
      continue;
    }
    append(append(out, paragraphBlocks(run, walker)), blocks);
    run = [];
  }
  append(out, paragraphBlocks(run, walker));
  return out;
}
