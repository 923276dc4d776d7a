import { decodeEntities, escapeAttribute, sanitizeHtml } from '../../engines/sanitize-html';

/** C0 controls (but tab and newline), DEL, and the bidi embedding/override/isolate controls: refused in plain text. */
function isForbidden(code: number): boolean {
  return (
    code <= 0x08 ||
    code === 0x0b ||
    code === 0x0c ||
    (code >= 0x0e && code <= 0x1f) ||
    code === 0x7f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

export function stripControls(text: string): string {
  let out = '';
  for (const ch of text) if (!isForbidden(ch.codePointAt(0) ?? 0)) out += ch;
  return out;
}

/** At most `max` UTF-16 units, never splitting a surrogate pair. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/**
 * A setting as plain text for a text prop: markup removed (Elementor titles may hold `<br>` or `<span>`),
 * entities decoded, refused characters dropped, whitespace folded, cut to the prop's length.
 */
export function plainText(value: unknown, max: number, multiline = false): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  let text = String(value);
  if (/[<&]/.test(text)) {
    const breaks = text.replace(/<br\s*\/?>|<\/(?:p|div|li|h[1-6])>/gi, '\n');
    text = decodeEntities(sanitizeHtml(breaks).replace(/<[^>]*>/g, ''));
  }
  text = stripControls(text);
  text = multiline
    ? text
        .split(/\r?\n/)
        .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : text.replace(/\s+/g, ' ').trim();
  return cut(text, max).trim();
}

/**
 * Rich text through arig's sanitiser (as the widget schemas do on save), its links passed through
 * `relink` (an empty result drops the href), and cut to `max` if it is longer (the cut is sanitised again,
 * so no tag is left open).
 */
export function richText(
  value: unknown,
  max: number,
  relink: (href: string) => string,
): { html: string; cut: boolean } {
  const clean = sanitizeHtml(typeof value === 'string' ? value : '');
  // The sanitiser writes every link's href first and double-quoted, so this matches each of them.
  const html = clean.replace(/<a href="([^"]*)"/g, (_whole, href: string) => {
    const next = relink(decodeEntities(href));
    return next ? `<a href="${escapeAttribute(next)}"` : '<a';
  });
  if (html.length <= max) return { html, cut: false };
  let length = max;
  let out = html;
  while (out.length > max && length > 0) {
    length = Math.floor(length * 0.9);
    out = sanitizeHtml(cut(html, length));
  }
  return { html: out, cut: true };
}
