import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html';
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';

/** Lexical JSON to HTML; the converter escapes text, so editor content cannot inject markup. */
export function richTextToHtml(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return '';
  return convertLexicalToHTML({ data: value as SerializedEditorState, disableContainer: true });
}
