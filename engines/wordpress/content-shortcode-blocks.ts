import { addIssue, type Walker } from './content-context';
import { attr, textOf, type DomElement } from './content-dom';
import { embedBlocks } from './content-embed';
import { paragraph, textNode, type LexicalBlock } from './content-lexical-nodes';
import { MARKER, markerParagraph } from './content-markers';
import { attachmentBlocks } from './content-media';
import { parseShortcode } from './content-shortcodes';

function unsupported(raw: string, close: string, el: DomElement, walker: Walker): LexicalBlock[] {
  addIssue(walker.ctx, 'shortcode', raw);
  if (close === '') return [markerParagraph(MARKER.shortcode, raw)];
  return [
    markerParagraph(MARKER.shortcode, raw),
    ...walker.blocks(el.children),
    markerParagraph(MARKER.shortcode, close),
  ];
}

/** A <wp-shortcode> placeholder (see content-shortcodes.ts) → blocks. */
export function shortcodeBlocks(el: DomElement, walker: Walker): LexicalBlock[] {
  const raw = attr(el, 'data-raw');
  const close = attr(el, 'data-close');
  const { name, attrs } = parseShortcode(raw);
  const { ctx } = walker;
  switch (name) {
    case 'gallery': {
      const ids = (attrs.ids ?? attrs.include ?? '')
        .split(',')
        .map((id) => Number(id.trim()))
        .filter((id) => Number.isInteger(id) && id > 0);
      // Without ids WordPress shows the post's attached images, which the content does not name.
      return ids.length === 0 ? unsupported(raw, close, el, walker) : ids.flatMap((id) => attachmentBlocks(id, ctx));
    }
    case 'caption':
    case 'wp_caption': {
      const caption = (attrs.caption ?? '').trim();
      const blocks = walker.blocks(el.children);
      return caption === '' ? blocks : [...blocks, paragraph([textNode(caption)])];
    }
    case 'embed': {
      const url = textOf(el).trim() || (attrs.src ?? '');
      return url === '' ? unsupported(raw, close, el, walker) : embedBlocks(url, ctx);
    }
    default:
      return unsupported(raw, close, el, walker);
  }
}
