import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html';
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';
import type { Media } from '../../cms/payload-types';
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

/**
 * Lexical JSON to HTML; the converter escapes text, so editor content cannot inject markup. Pictures are
 * looked up in `images` (read by id beforehand: see richTextMediaIds); one not there is left out.
 */
export function richTextToHtml(value: unknown, images: ReadonlyMap<number, ImageView | null> = new Map()): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return '';
  return convertLexicalToHTML({
    data: value as SerializedEditorState,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({
      ...defaultConverters,
      upload: ({ node }) => {
        // Read at depth 0 the node holds the id; read deeper, Payload has put the document in its place.
        const value = (node as { value?: Media | number | null }).value;
        const image = typeof value === 'number' ? images.get(value) : toImageView(value);
        return image ? imageHtml(image) : '';
      },
    }),
  });
}
