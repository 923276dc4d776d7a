import { isSafeUrl } from './safe-url';

/**
 * Allowlist HTML sanitiser for rich text stored in builder layouts (text editor, accordion/tabs bodies).
 *
 * It never passes input through: it tokenises the input, keeps only allowlisted elements and attributes,
 * and serialises a new document from scratch (every text run and attribute value re-escaped, every open
 * element closed). So even where this tokeniser reads malformed markup differently from a browser, the
 * output is plain, well-formed markup made of allowlisted tags only.
 *
 * Allowed: p, br, strong, b, em, i, u, s, a[href rel target], ul, ol, li, h2–h6, blockquote, span[dir].
 * Dropped with their content: script, style, template, iframe, object, embed, svg, math, noscript, textarea,
 * title, select, xmp, noembed, noframes, plaintext. Any other element is unwrapped (its text kept).
 */

const allowedTags = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'span',
]);
const voidTags = new Set(['br']);
/** Elements whose content is never text for the reader; dropped whole. */
const dropWithContent = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'noscript',
  'textarea',
  'title',
  'select',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'head',
]);
/** Elements the HTML parser reads as raw text up to their end tag (no nested tags inside). */
const rawText = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
/** A new one of these closes an open <p>, as the browser would. */
const closesParagraph = new Set(['p', 'ul', 'ol', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote']);
const relTokens = new Set(['nofollow', 'noopener', 'noreferrer', 'ugc', 'sponsored', 'external']);

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  laquo: '\u00ab',
  raquo: '\u00bb',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bull: '\u2022',
  middot: '\u00b7',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  euro: '\u20ac',
  times: '\u00d7',
  lrm: '\u200e',
  rlm: '\u200f',
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
};

/** Decodes numeric and common named references; unknown ones stay literal (and are re-escaped on output). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return '\ufffd';
      return String.fromCodePoint(code);
    }
    return namedEntities[ref] ?? whole;
  });
}

/**
 * Controls that never belong in stored text: C0 controls other than tab/newline, and the bidi embedding,
 * override and isolate controls (U+202A–U+202E, U+2066–U+2069), which can visually reorder text (spoofing).
 * Direction is set with <span dir> instead; LRM/RLM marks stay.
 */
// eslint-disable-next-line no-control-regex
const strippedChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text made safe for HTML text and quoted attribute values. */
export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

interface Attr {
  name: string;
  value: string;
}

/** WooCommerce's add-to-cart links in imported content (spec §3): their classes and data, nothing else. */
const shopClasses = new Set(['button', 'add_to_cart_button', 'ajax_add_to_cart', 'product_type_simple']);
const shopData: [string, RegExp][] = [
  ['data-product_id', /^[1-9][0-9]{0,9}$/],
  ['data-quantity', /^[1-9][0-9]{0,2}$/],
  ['data-product_sku', /^[A-Za-z0-9._-]{1,64}$/],
];

function shopLinkAttributes(get: (name: string) => string | undefined): string[] {
  const classes = (get('class') ?? '').split(/\s+/).filter((c) => shopClasses.has(c));
  const out = classes.length > 0 ? [`class="${classes.join(' ')}"`] : [];
  for (const [name, pattern] of shopData) {
    const value = get(name);
    if (value !== undefined && pattern.test(value)) out.push(`${name}="${value}"`);
  }
  return out;
}

function cleanAttributes(tag: string, attrs: Attr[]): string {
  const get = (name: string) => attrs.find((a) => a.name === name)?.value;
  const out: string[] = [];
  if (tag === 'a') {
    const href = get('href');
    if (href !== undefined) {
      const url = decodeEntities(href).replace(strippedChars, '').trim();
      if (url !== '' && isSafeUrl(url)) out.push(`href="${escapeAttribute(url)}"`);
    }
    const target = get('target');
    const rel = new Set(
      (get('rel') ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter((token) => relTokens.has(token)),
    );
    if (target === '_blank') {
      out.push('target="_blank"');
      rel.add('noopener');
      rel.add('noreferrer');
    }
    if (rel.size > 0) out.push(`rel="${[...rel].join(' ')}"`);
    out.push(...shopLinkAttributes(get));
  }
  if (tag === 'span') {
    const dir = get('dir')?.toLowerCase();
    if (dir === 'ltr' || dir === 'rtl' || dir === 'auto') out.push(`dir="${dir}"`);
  }
  return out.length > 0 ? ' ' + out.join(' ') : '';
}

const tagNameChar = /[^\s/>]/;

/** Sanitises rich text to the allowlist above. Output is safe to put in innerHTML. */
export function sanitizeHtml(input: string): string {
  const html = input;
  const out: string[] = [];
  const stack: string[] = [];
  let dropDepth = 0;
  let dropTag = '';
  let i = 0;

  const emitText = (text: string) => {
    if (dropDepth > 0 || text === '') return;
    out.push(escapeText(decodeEntities(text).replace(strippedChars, '')));
  };
  const closeTo = (index: number) => {
    while (stack.length > index) out.push(`</${stack.pop()}>`);
  };

  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      emitText(html.slice(i));
      break;
    }
    emitText(html.slice(i, lt));
    i = lt;
    const next = html[i + 1] ?? '';

    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (next === '!' || next === '?') {
      const end = html.indexOf('>', i);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const isEnd = next === '/';
    const nameStart = isEnd ? i + 2 : i + 1;
    if (!/[A-Za-z]/.test(html[nameStart] ?? '')) {
      if (isEnd) {
        // "</>" or "</ 3" — the browser drops it (as a bogus comment up to ">").
        const end = html.indexOf('>', i);
        i = end === -1 ? html.length : end + 1;
      } else {
        emitText('<');
        i += 1;
      }
      continue;
    }
    let j = nameStart;
    while (j < html.length && tagNameChar.test(html[j]!)) j++;
    const name = html.slice(nameStart, j).toLowerCase();

    // Attributes, honouring quotes so a ">" inside a quoted value does not end the tag.
    const attrs: Attr[] = [];
    let selfClosing = false;
    while (j < html.length && html[j] !== '>') {
      const ch = html[j]!;
      if (/\s/.test(ch)) {
        j++;
        continue;
      }
      if (ch === '/') {
        selfClosing = html[j + 1] === '>';
        j++;
        continue;
      }
      let k = j;
      while (k < html.length && !/[\s/>=]/.test(html[k]!)) k++;
      if (k === j) k++; // a lone "=" or quote: skip it, as the browser would start a new attribute
      const attrName = html.slice(j, k).toLowerCase();
      j = k;
      while (j < html.length && /\s/.test(html[j]!)) j++;
      let value = '';
      if (html[j] === '=') {
        j++;
        while (j < html.length && /\s/.test(html[j]!)) j++;
        const quote = html[j];
        if (quote === '"' || quote === "'") {
          const end = html.indexOf(quote, j + 1);
          value = html.slice(j + 1, end === -1 ? html.length : end);
          j = end === -1 ? html.length : end + 1;
        } else {
          let e = j;
          while (e < html.length && !/[\s>]/.test(html[e]!)) e++;
          value = html.slice(j, e);
          j = e;
        }
      }
      if (!attrs.some((a) => a.name === attrName)) attrs.push({ name: attrName, value });
    }
    i = Math.min(j + 1, html.length);
    if (j >= html.length) break; // an unfinished tag at the very end is dropped, like the browser does

    if (isEnd) {
      if (dropDepth > 0) {
        if (name === dropTag) dropDepth--;
        continue;
      }
      if (!allowedTags.has(name)) continue;
      const index = stack.lastIndexOf(name);
      if (index !== -1) closeTo(index);
      continue;
    }

    if (rawText.has(name)) {
      // Skip to the matching end tag; nothing inside is markup.
      const closeRe = new RegExp(`</${name}[\\s/>]`, 'i');
      const rest = html.slice(i);
      const m = closeRe.exec(rest);
      if (!m) {
        i = html.length;
        break;
      }
      const endGt = html.indexOf('>', i + m.index);
      i = endGt === -1 ? html.length : endGt + 1;
      continue;
    }
    if (dropDepth > 0) {
      if (name === dropTag && !selfClosing) dropDepth++;
      continue;
    }
    if (dropWithContent.has(name)) {
      if (!selfClosing) {
        dropDepth = 1;
        dropTag = name;
      }
      continue;
    }
    if (!allowedTags.has(name)) continue;

    if (closesParagraph.has(name)) {
      const p = stack.lastIndexOf('p');
      if (p !== -1) closeTo(p);
    }
    if (name === 'li') {
      const li = stack.lastIndexOf('li');
      const list = Math.max(stack.lastIndexOf('ul'), stack.lastIndexOf('ol'));
      if (li !== -1 && li > list) closeTo(li);
    }
    if (name === 'a') {
      // Links never nest.
      const a = stack.lastIndexOf('a');
      if (a !== -1) closeTo(a);
    }
    out.push(`<${name}${cleanAttributes(name, attrs)}>`);
    if (!voidTags.has(name)) stack.push(name);
  }
  closeTo(0);
  return out.join('');
}

/** Plain text of sanitised rich text (for summaries and accessible names). */
export function htmlToText(html: string): string {
  return decodeEntities(
    sanitizeHtml(html)
      .replace(/<br>/g, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
