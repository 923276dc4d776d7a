import { Parser } from 'htmlparser2';

/**
 * Reads a WordPress WXR export (Tools → Export, WXR 1.0–1.2) into plain data. Pure: no I/O, no network.
 * The file may come from an upload, so anything that is not a plain WXR document is refused with a
 * Hebrew message: DTD declarations (the only way to get external entities or entity-expansion bombs),
 * malformed or truncated XML, and XML that is not a WXR export.
 */

export class WxrError extends Error {
  override name = 'WxrError';
}

export interface WxrSite {
  title: string;
  description: string;
  link: string;
  baseSiteUrl: string;
  baseBlogUrl: string;
  language: string;
  wxrVersion: string;
}

export interface WxrAuthor {
  id: number;
  login: string;
  email: string;
  displayName: string;
  firstName: string;
  lastName: string;
}

export interface WxrTerm {
  id: number;
  taxonomy: string;
  slug: string;
  name: string;
  parentSlug: string | null;
  description: string;
  meta: Record<string, string>;
}

export interface WxrItemTerm {
  taxonomy: string;
  slug: string;
  name: string;
}

export interface WxrComment {
  id: number;
  author: string;
  authorEmail: string;
  authorUrl: string;
  date: string;
  dateGmt: string | null;
  content: string;
  approved: string;
  type: string;
  parentId: number;
  userId: number;
  meta: Record<string, string>;
}

export interface WxrItem {
  id: number;
  title: string;
  link: string;
  creator: string;
  guid: string;
  description: string;
  content: string;
  excerpt: string;
  /** Local time as exported, 'YYYY-MM-DD HH:MM:SS'. */
  postDate: string;
  /** Null for '0000-00-00 00:00:00' (drafts) or when the export lacks it. */
  postDateGmt: string | null;
  modified: string;
  modifiedGmt: string | null;
  /** Percent-decoded (Hebrew slugs arrive percent-encoded); '' when none. */
  slug: string;
  status: string;
  parentId: number;
  menuOrder: number;
  type: string;
  password: string;
  sticky: boolean;
  commentStatus: string;
  pingStatus: string;
  attachmentUrl: string | null;
  /** The item's <category domain=… nicename=…> elements, slug percent-decoded. */
  terms: WxrItemTerm[];
  /** wp:postmeta key → raw value string (last wins). */
  meta: Record<string, string>;
  comments: WxrComment[];
}

export interface WxrDocument {
  site: WxrSite;
  authors: WxrAuthor[];
  terms: WxrTerm[];
  items: WxrItem[];
}

interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

// WXR is five levels deep; the cap keeps a hostile file from nesting a million tags.
const maxDepth = 64;

const messages = {
  declaration:
    'הקובץ נדחה: הוא מכיל הצהרת DOCTYPE או ENTITY. קובץ ייצוא של וורדפרס (WXR) אינו מכיל הצהרות כאלה, והן עלולות לשמש לתקיפה.',
  notWxr:
    'הקובץ אינו קובץ ייצוא של וורדפרס (WXR): חסר רכיב rss ובו channel עם wp:wxr_version. יש לייצא מחדש דרך כלים ← ייצוא בוורדפרס.',
  version: (version: string) => `גרסת ה-WXR "${version}" אינה נתמכת; הייבוא תומך בגרסאות 1.x.`,
  unclosed: (name: string) => `קובץ ה-XML פגום או קטוע: התג <${name}> לא נסגר כראוי. ייתכן שההעלאה נקטעה.`,
  secondRoot: 'קובץ ה-XML פגום: יש בו יותר מרכיב שורש אחד.',
  strayText: 'קובץ ה-XML פגום: יש בו טקסט מחוץ לרכיב השורש.',
  tooDeep: `קובץ ה-XML פגום: הרכיבים מקוננים לעומק של יותר מ-${maxDepth} רמות.`,
  empty: 'הקובץ ריק או אינו XML.',
};

const zeroDate = '0000-00-00 00:00:00';

/** Parses a WXR document; throws WxrError (Hebrew message) for anything unsafe or not a WXR export. */
export function parseWxr(xml: string): WxrDocument {
  const rss = parseXmlTree(xml.startsWith('\uFEFF') ? xml.slice(1) : xml);
  const channel = rss.name === 'rss' ? child(rss, 'channel') : undefined;
  const wxrVersion = channel ? text(channel, 'wp:wxr_version') : '';
  if (!channel || wxrVersion === '') throw new WxrError(messages.notWxr);
  if (!/^1\.\d+$/.test(wxrVersion)) throw new WxrError(messages.version(wxrVersion));

  const terms: WxrTerm[] = [];
  for (const el of channel.children) {
    if (el.name === 'wp:category') terms.push(readCategory(el));
    else if (el.name === 'wp:tag') terms.push(readTag(el));
    else if (el.name === 'wp:term') terms.push(readTerm(el));
  }
  return {
    site: {
      title: text(channel, 'title'),
      description: text(channel, 'description'),
      link: text(channel, 'link'),
      baseSiteUrl: text(channel, 'wp:base_site_url'),
      baseBlogUrl: text(channel, 'wp:base_blog_url'),
      language: text(channel, 'language'),
      wxrVersion,
    },
    authors: childrenNamed(channel, 'wp:author').map(readAuthor),
    terms,
    items: childrenNamed(channel, 'item').map(readItem),
  };
}

/**
 * Decodes the percent-encoded UTF-8 in a WordPress slug ('%d7%a9%d7%9c%d7%95%d7%9d' → 'שלום'). Only
 * non-ASCII sequences are decoded, because WordPress only ever encodes those: decoding '%2F' or '%00'
 * would let a slug smuggle in a path separator or a control character. Invalid sequences stay as they are.
 */
export function decodeSlug(s: string): string {
  return s.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => decodeUtf8Run(run));
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8Run(run: string): string {
  const bytes = run.split('%').slice(1);
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const lead = parseInt(bytes[i]!, 16);
    const length = utf8SequenceLength(lead);
    const decoded = length > 0 && i + length <= bytes.length ? tryUtf8(bytes.slice(i, i + length)) : null;
    if (decoded === null) {
      out += `%${bytes[i]!}`;
      i += 1;
    } else {
      out += decoded;
      i += length;
    }
  }
  return out;
}

/** Bytes in the UTF-8 sequence this lead byte starts; 0 for ASCII, continuation and invalid bytes. */
function utf8SequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

function tryUtf8(hexBytes: string[]): string | null {
  try {
    return strictUtf8.decode(Uint8Array.from(hexBytes, (hex) => parseInt(hex, 16)));
  } catch {
    return null;
  }
}

/** Streams the XML into a small element tree, refusing DTDs, unclosed tags and runaway nesting. */
function parseXmlTree(xml: string): XmlElement {
  const document: XmlElement = { name: '', attrs: {}, children: [], text: '' };
  const stack: XmlElement[] = [document];
  const parser = new Parser(
    {
      onprocessinginstruction(name) {
        if (name.startsWith('!')) throw new WxrError(messages.declaration);
      },
      onopentag(name, attrs) {
        const parent = stack[stack.length - 1]!;
        if (parent === document && document.children.length > 0) throw new WxrError(messages.secondRoot);
        if (stack.length > maxDepth) throw new WxrError(messages.tooDeep);
        const el: XmlElement = { name, attrs, children: [], text: '' };
        parent.children.push(el);
        stack.push(el);
      },
      ontext(data) {
        const current = stack[stack.length - 1]!;
        if (current === document) {
          if (data.trim() !== '') throw new WxrError(messages.strayText);
          return;
        }
        current.text += data;
      },
      onclosetag(name, isImplied) {
        if (isImplied) throw new WxrError(messages.unclosed(name));
        stack.pop();
      },
    },
    { xmlMode: true, recognizeCDATA: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  const root = document.children[0];
  if (!root) throw new WxrError(messages.empty);
  return root;
}

function child(el: XmlElement, name: string): XmlElement | undefined {
  return el.children.find((c) => c.name === name);
}

function childrenNamed(el: XmlElement, name: string): XmlElement[] {
  return el.children.filter((c) => c.name === name);
}

/** Exact text of the first child with that name ('' when absent): content, meta values and the like. */
function rawText(el: XmlElement, name: string): string {
  return child(el, name)?.text ?? '';
}

/** Trimmed text of the first child with that name: ids, slugs, dates, names. */
function text(el: XmlElement, name: string): string {
  return rawText(el, name).trim();
}

function int(el: XmlElement, name: string): number {
  const value = text(el, name);
  return /^-?\d+$/.test(value) ? Number(value) : 0;
}

function gmtDate(el: XmlElement, name: string): string | null {
  const value = text(el, name);
  return value === '' || value === zeroDate ? null : value;
}

function parentSlug(el: XmlElement, name: string): string | null {
  const value = text(el, name);
  return value === '' ? null : decodeSlug(value);
}

/** wp:postmeta / wp:termmeta / wp:commentmeta → key → raw value (last wins). */
function readMeta(el: XmlElement, name: string): Record<string, string> {
  // Keys come from the file: a null prototype keeps '__proto__' an ordinary key.
  const meta: Record<string, string> = Object.create(null);
  for (const entry of childrenNamed(el, name)) {
    const key = text(entry, 'wp:meta_key');
    if (key !== '') meta[key] = rawText(entry, 'wp:meta_value');
  }
  return meta;
}

function readAuthor(el: XmlElement): WxrAuthor {
  return {
    id: int(el, 'wp:author_id'),
    login: text(el, 'wp:author_login'),
    email: text(el, 'wp:author_email'),
    displayName: text(el, 'wp:author_display_name'),
    firstName: text(el, 'wp:author_first_name'),
    lastName: text(el, 'wp:author_last_name'),
  };
}

function readCategory(el: XmlElement): WxrTerm {
  return {
    id: int(el, 'wp:term_id'),
    taxonomy: 'category',
    slug: decodeSlug(text(el, 'wp:category_nicename')),
    name: text(el, 'wp:cat_name'),
    parentSlug: parentSlug(el, 'wp:category_parent'),
    description: rawText(el, 'wp:category_description'),
    meta: readMeta(el, 'wp:termmeta'),
  };
}

function readTag(el: XmlElement): WxrTerm {
  return {
    id: int(el, 'wp:term_id'),
    taxonomy: 'post_tag',
    slug: decodeSlug(text(el, 'wp:tag_slug')),
    name: text(el, 'wp:tag_name'),
    parentSlug: null,
    description: rawText(el, 'wp:tag_description'),
    meta: readMeta(el, 'wp:termmeta'),
  };
}

function readTerm(el: XmlElement): WxrTerm {
  return {
    id: int(el, 'wp:term_id'),
    taxonomy: text(el, 'wp:term_taxonomy'),
    slug: decodeSlug(text(el, 'wp:term_slug')),
    name: text(el, 'wp:term_name'),
    parentSlug: parentSlug(el, 'wp:term_parent'),
    description: rawText(el, 'wp:term_description'),
    meta: readMeta(el, 'wp:termmeta'),
  };
}

/**
 * WXR 1.0 (WordPress 2.x) writes each term twice, once without nicename, and calls tags 'tag'; the
 * official importer keeps only the elements with a nicename and maps 'tag' to 'post_tag'. So do we.
 */
function readItemTerms(item: XmlElement): WxrItemTerm[] {
  const terms: WxrItemTerm[] = [];
  for (const el of childrenNamed(item, 'category')) {
    const nicename = el.attrs['nicename'];
    if (nicename === undefined || nicename.trim() === '') continue;
    const domain = el.attrs['domain']?.trim() || 'category';
    terms.push({
      taxonomy: domain === 'tag' ? 'post_tag' : domain,
      slug: decodeSlug(nicename.trim()),
      name: el.text.trim(),
    });
  }
  return terms;
}

function readComment(el: XmlElement): WxrComment {
  return {
    id: int(el, 'wp:comment_id'),
    author: text(el, 'wp:comment_author'),
    authorEmail: text(el, 'wp:comment_author_email'),
    authorUrl: text(el, 'wp:comment_author_url'),
    date: text(el, 'wp:comment_date'),
    dateGmt: gmtDate(el, 'wp:comment_date_gmt'),
    content: rawText(el, 'wp:comment_content'),
    approved: text(el, 'wp:comment_approved'),
    type: text(el, 'wp:comment_type'),
    parentId: int(el, 'wp:comment_parent'),
    userId: int(el, 'wp:comment_user_id'),
    meta: readMeta(el, 'wp:commentmeta'),
  };
}

function readItem(el: XmlElement): WxrItem {
  const attachmentUrl = text(el, 'wp:attachment_url');
  return {
    id: int(el, 'wp:post_id'),
    title: text(el, 'title'),
    link: text(el, 'link'),
    creator: text(el, 'dc:creator'),
    guid: text(el, 'guid'),
    description: rawText(el, 'description'),
    content: rawText(el, 'content:encoded'),
    excerpt: rawText(el, 'excerpt:encoded'),
    postDate: text(el, 'wp:post_date'),
    postDateGmt: gmtDate(el, 'wp:post_date_gmt'),
    modified: text(el, 'wp:post_modified'),
    modifiedGmt: gmtDate(el, 'wp:post_modified_gmt'),
    slug: decodeSlug(text(el, 'wp:post_name')),
    status: text(el, 'wp:status'),
    parentId: int(el, 'wp:post_parent'),
    menuOrder: int(el, 'wp:menu_order'),
    type: text(el, 'wp:post_type'),
    password: rawText(el, 'wp:post_password'),
    sticky: text(el, 'wp:is_sticky') === '1',
    commentStatus: text(el, 'wp:comment_status'),
    pingStatus: text(el, 'wp:ping_status'),
    attachmentUrl: attachmentUrl === '' ? null : attachmentUrl,
    terms: readItemTerms(el),
    meta: readMeta(el, 'wp:postmeta'),
    comments: childrenNamed(el, 'wp:comment').map(readComment),
  };
}
