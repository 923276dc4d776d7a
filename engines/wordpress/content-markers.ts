import { FORMAT, paragraph, textNode, type LexicalParagraph } from './content-lexical-nodes';

/** Shown in the editor before what WordPress had and arig could not import, so nothing is lost silently. */
export const MARKER = {
  shortcode: '⚠︎ קוד קצר מוורדפרס שלא יובא: ',
  html: '⚠︎ HTML מוורדפרס שלא יובא: ',
  block: '⚠︎ בלוק מוורדפרס שלא יובא: ',
  media: '⚠︎ תמונה מוורדפרס שלא נמצאה: ',
} as const;

/** The marker, then the original in code format. */
export const markerParagraph = (marker: string, original: string): LexicalParagraph =>
  paragraph([textNode(marker), textNode(original, FORMAT.code)]);

export function excerpt(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
