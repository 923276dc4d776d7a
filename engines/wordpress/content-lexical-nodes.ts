/**
 * The Lexical JSON nodes the WordPress importer writes, in the shapes @payloadcms/richtext-lexical 3.90
 * (Lexical 0.50) serializes them with Payload's default `lexicalEditor()` features. The content is Hebrew,
 * so every element is rtl, as in cms/seed/lexical.ts.
 */

export const FORMAT = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
} as const;

export type LexicalText = {
  type: 'text';
  detail: 0;
  format: number;
  mode: 'normal';
  style: '';
  text: string;
  version: 1;
};

export type LexicalLineBreak = {
  type: 'linebreak';
  version: 1;
};

type ElementBase = {
  direction: 'rtl';
  format: '';
  indent: number;
};

export type LexicalLink = ElementBase & {
  type: 'link';
  id: string;
  fields: { linkType: 'custom'; url: string; newTab: boolean };
  children: (LexicalText | LexicalLineBreak)[];
  version: 3;
};

export type LexicalInline = LexicalText | LexicalLineBreak | LexicalLink;

export type LexicalParagraph = ElementBase & {
  type: 'paragraph';
  children: LexicalInline[];
  textFormat: number;
  textStyle: '';
  version: 1;
};

export type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export type LexicalHeading = ElementBase & {
  type: 'heading';
  tag: HeadingTag;
  children: LexicalInline[];
  version: 1;
};

export type LexicalQuote = ElementBase & {
  type: 'quote';
  children: LexicalInline[];
  version: 1;
};

export type LexicalListItem = ElementBase & {
  type: 'listitem';
  value: number;
  children: (LexicalInline | LexicalList)[];
  version: 1;
};

export type LexicalList = ElementBase & {
  type: 'list';
  listType: 'bullet' | 'number';
  start: number;
  tag: 'ul' | 'ol';
  children: LexicalListItem[];
  version: 1;
};

export type LexicalHorizontalRule = {
  type: 'horizontalrule';
  version: 1;
};

export type LexicalUpload = {
  type: 'upload';
  format: '';
  /** The node's own id (Payload needs one on nodes with sub-fields), not the media document's. */
  id: string;
  fields: Record<string, never>;
  relationTo: 'media';
  value: number | string;
  version: 3;
};

export type LexicalBlock =
  LexicalParagraph | LexicalHeading | LexicalQuote | LexicalList | LexicalHorizontalRule | LexicalUpload;

export type LexicalRoot = {
  type: 'root';
  children: LexicalBlock[];
  direction: 'rtl';
  format: '';
  indent: 0;
  version: 1;
};

const element = { direction: 'rtl', format: '', indent: 0 } as const;

export const textNode = (text: string, format = 0): LexicalText => ({
  type: 'text',
  detail: 0,
  format,
  mode: 'normal',
  style: '',
  text,
  version: 1,
});

export const lineBreak = (): LexicalLineBreak => ({ type: 'linebreak', version: 1 });

export const linkNode = (
  id: string,
  url: string,
  newTab: boolean,
  children: (LexicalText | LexicalLineBreak)[],
): LexicalLink => ({
  type: 'link',
  id,
  fields: { linkType: 'custom', url, newTab },
  children,
  ...element,
  version: 3,
});

/** Lexical stores the format of the paragraph's first direct text child as the paragraph's textFormat. */
export function paragraph(children: LexicalInline[]): LexicalParagraph {
  const firstText = children.find((child): child is LexicalText => child.type === 'text');
  return { type: 'paragraph', children, ...element, textFormat: firstText?.format ?? 0, textStyle: '', version: 1 };
}

export const heading = (tag: HeadingTag, children: LexicalInline[]): LexicalHeading => ({
  type: 'heading',
  tag,
  children,
  ...element,
  version: 1,
});

export const quote = (children: LexicalInline[]): LexicalQuote => ({
  type: 'quote',
  children,
  ...element,
  version: 1,
});

export const listItem = (value: number, indent: number, children: LexicalListItem['children']): LexicalListItem => ({
  type: 'listitem',
  value,
  children,
  ...element,
  indent,
  version: 1,
});

export const list = (ordered: boolean, start: number, children: LexicalListItem[]): LexicalList => ({
  type: 'list',
  listType: ordered ? 'number' : 'bullet',
  start,
  tag: ordered ? 'ol' : 'ul',
  children,
  ...element,
  version: 1,
});

export const horizontalRule = (): LexicalHorizontalRule => ({ type: 'horizontalrule', version: 1 });

export const upload = (id: string, value: number | string): LexicalUpload => ({
  type: 'upload',
  format: '',
  id,
  fields: {},
  relationTo: 'media',
  value,
  version: 3,
});

export const root = (children: LexicalBlock[]): LexicalRoot => ({
  type: 'root',
  children,
  ...element,
  indent: 0,
  version: 1,
});
