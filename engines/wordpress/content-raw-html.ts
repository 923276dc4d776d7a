import { addIssue, type ConvertContext } from './content-context';
import { htmlOf, type DomNode } from './content-dom';
import type { LexicalBlock } from './content-lexical-nodes';
import { excerpt, MARKER, markerParagraph } from './content-markers';

/** Elements that embed, run or submit something: never carried over as markup. */
export const RAW_HTML_TAGS = new Set([
  'iframe',
  'script',
  'style',
  'link',
  'meta',
  'form',
  'input',
  'select',
  'textarea',
  'button',
  'object',
  'embed',
  'applet',
  'video',
  'audio',
  'canvas',
  'svg',
  'math',
  'noscript',
  'template',
  'frameset',
  'frame',
]);

/** Markup arig will not render: a marked excerpt in code format for the editor, and an `html` issue. */
export function rawHtmlBlocks(nodes: DomNode[], ctx: ConvertContext): LexicalBlock[] {
  const html = htmlOf(nodes).trim();
  if (html === '') return [];
  addIssue(ctx, 'html', excerpt(html, 300));
  return [markerParagraph(MARKER.html, excerpt(html))];
}
