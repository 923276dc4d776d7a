import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html';
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import type { Media } from '../../cms/payload-types';
import type { TocHeading } from '../../builder/context';
import type { ImageView } from '../types';
import { toImageView } from './image';

/** What an article's column is at most wide (its CSS measure), for the browser to pick an image copy. */
const bodyImageSizes = '(min-width: 48rem) 45rem, 100vw';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A picture from the media library inside rich text: the site's responsive, lazy image. */
function imageHtml(image: ImageView): string {
  const srcset = image.srcset ? ` srcset="${escapeAttribute(image.srcset)}" sizes="${bodyImageSizes}"` : '';
  return (
    `<figure class="rich-image"><img src="${escapeAttribute(image.src)}"${srcset} width="${image.width}"` +
    ` height="${image.height}" alt="${escapeAttribute(image.alt)}" loading="lazy" decoding="async"></figure>`
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The media ids of the pictures placed in rich text (upload nodes store the id; depth 0 reads). */
export function richTextMediaIds(value: unknown): number[] {
  const ids = new Set<number>();
  const walk = (node: unknown): void => {
    if (!isRecord(node)) return;
    if (node.type === 'upload' && node.relationTo === 'media' && typeof node.value === 'number') ids.add(node.value);
    if (Array.isArray(node.children)) for (const child of node.children) walk(child);
  };
  if (isRecord(value)) walk(value.root);
  return [...ids];
}

/** The heading levels an article's table of contents lists, and so the ones given an id. */
const listedTags = new Set(['h2', 'h3']);
/** ASCII ids in the text's order: anchors the site runtime scrolls to (engines/page-scroll.ts). */
const sectionId = (n: number) => `section-${n}`;

const textOf = (node: unknown): string =>
  !isRecord(node)
    ? ''
    : typeof node.text === 'string'
      ? node.text
      : Array.isArray(node.children)
        ? node.children.map(textOf).join('')
        : '';

/** The text's H2 and H3 headings with the ids richTextToHtml gives them, for a table of contents. */
export function richTextHeadings(value: unknown): TocHeading[] {
  if (!isRecord(value) || !isRecord(value.root) || !Array.isArray(value.root.children)) return [];
  const headings: TocHeading[] = [];
  for (const node of value.root.children)
    if (isRecord(node) && node.type === 'heading' && typeof node.tag === 'string' && listedTags.has(node.tag)) {
      const text = textOf(node).trim();
      headings.push({ id: sectionId(headings.length + 1), text, level: Number(node.tag.slice(1)) });
    }
  return headings;
}

/** A list item's opening tag without its empty attributes and the line breaks between the rest. */
export const tidyListItem = (html: string): string =>
  html.replace(/^<li([^>]*)>/, (_, attrs: string) => {
    const kept = attrs
      .replace(/\s(?:class|style)=""/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    return kept ? `<li ${kept}>` : '<li>';
  });

/**
 * Lexical JSON to HTML; the converter escapes text, so editor content cannot inject markup. Pictures are
 * looked up in `images` (read by id beforehand: see richTextMediaIds); one not there is left out.
 */
export function richTextToHtml(value: unknown, images: ReadonlyMap<number, ImageView | null> = new Map()): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return '';
  let listed = 0;
  return convertLexicalToHTML({
    data: value as SerializedEditorState,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({
      ...defaultConverters,
      // An H2 or H3 of the text itself (not nested) gets the id its table of contents links to.
      heading: (args) => {
        const html = (defaultConverters.heading as (a: typeof args) => string)(args);
        const { node, parent } = args as typeof args & { parent?: { type?: string } };
        if (!listedTags.has(node.tag) || parent?.type !== 'root') return html;
        listed += 1;
        return html.replace(/^<h([23])/, `<h$1 id="${sectionId(listed)}"`);
      },
      // Payload's list item writes `class=""` and `style=""` on lines of their own: bytes on every list.
      listitem: (args) => tidyListItem((defaultConverters.listitem as (a: typeof args) => string)(args)),
      upload: ({ node }) => {
        // Read at depth 0 the node holds the id; read deeper, Payload has put the document in its place.
        const value = (node as { value?: Media | number | null }).value;
        const image = typeof value === 'number' ? images.get(value) : toImageView(value);
        return image ? imageHtml(image) : '';
      },
    }),
  });
}
