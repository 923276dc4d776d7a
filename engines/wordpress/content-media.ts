import { addIssue, addMedia, type ConvertContext } from './content-context';
import { attr, type DomElement } from './content-dom';
import { linkNode, paragraph, textNode, upload, type LexicalBlock, type LexicalInline } from './content-lexical-nodes';
import { isWebUrl } from './content-links';
import { MARKER } from './content-markers';

/** Set by the converter on the <img> of a `wp:image` block from the block's `{"id":…}`. */
export const WP_ID_ATTRIBUTE = 'data-wp-id';

function wpIdOf(img: DomElement): number | undefined {
  const fromClass = /(?:^|\s)wp-image-(\d+)(?:\s|$)/.exec(attr(img, 'class'))?.[1];
  // Older gallery markup carries the id as data-id.
  const id = Number(fromClass ?? (attr(img, WP_ID_ATTRIBUTE) || attr(img, 'data-id')));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Lazy-loading plugins keep the real address in a data attribute and a placeholder in src. */
function srcOf(img: DomElement): string {
  const src = attr(img, 'src').trim();
  const lazy = (attr(img, 'data-src') || attr(img, 'data-lazy-src')).trim();
  return lazy !== '' && (src === '' || src.startsWith('data:')) ? lazy : src;
}

function uploaded(value: number | string, ctx: ConvertContext): LexicalBlock[] {
  addMedia(ctx, value);
  return [upload(ctx.nextId(), value)];
}

function missing(ctx: ConvertContext, label: LexicalInline[], detail: string): LexicalBlock[] {
  addIssue(ctx, 'missing-media', detail);
  return [paragraph([textNode(MARKER.media), ...label])];
}

/** An <img> → an upload node of the imported media, or a visible link to the original when it is unknown. */
export function imageBlocks(img: DomElement, ctx: ConvertContext): LexicalBlock[] {
  const url = srcOf(img);
  const wpId = wpIdOf(img);
  if (url === '' && wpId === undefined) return [];
  const value = ctx.resolver.media({ ...(url === '' ? {} : { url }), ...(wpId === undefined ? {} : { wpId }) });
  if (value !== null) return uploaded(value, ctx);
  const text = attr(img, 'alt').trim() || url.split(/[?#]/)[0]?.split('/').pop() || url;
  const label = isWebUrl(url) ? [linkNode(ctx.nextId(), url, false, [textNode(text)])] : [textNode(text)];
  return missing(ctx, label, url === '' ? `attachment ${wpId}` : url.slice(0, 300));
}

/** A WordPress attachment id (a [gallery]'s ids) → an upload node, or a visible note when it is unknown. */
export function attachmentBlocks(wpId: number, ctx: ConvertContext): LexicalBlock[] {
  const value = ctx.resolver.media({ wpId });
  return value === null
    ? missing(ctx, [textNode(`קובץ ${wpId} בספריית המדיה`)], `attachment ${wpId}`)
    : uploaded(value, ctx);
}
