import { decodeEntities } from '../../engines/sanitize-html';
import { short } from './options-values';

/** A Joinchat text in arig's chat syntax (engines/chat/format.ts), and what could not come with it. */
export interface ChatText {
  text: string;
  notes: string[];
}

type Link = (href: string) => string;

/** The links arig's chat text renders: http(s) or a path on the site. */
const renderable = /^(?:https?:\/\/|\/(?!\/))[^\s()<>"'[\]]+$/;
/** The template variables arig fills (engines/chat/whatsapp.ts `fillTemplate`). */
const filled = new Set(['SITE', 'HOME', 'URL', 'HREF', 'TITLE']);

/** Joinchat's variables arig does not fill (WooCommerce's {PRODUCT}, {SKU}, {PRICE}): they would show as typed. */
export function unsupportedVariables(text: string): string[] {
  const names = new Set([...text.matchAll(/\{([A-Z]+)\}/g)].map(([, name]) => name ?? ''));
  return [...names]
    .filter((name) => !filled.has(name))
    .map((name) => `המשתנה {${short(name)}} אינו נתמך ב־arig ויוצג כפי שהוא`);
}

function markdownLink(text: string, href: string, link: Link, notes: string[]): string {
  const target = link(href);
  if (renderable.test(target)) return `[${text.replace(/[[\]]/g, '')}](${target})`;
  notes.push(`הקישור ${short(href)} אינו קישור שהחלונית יכולה להציג: נשאר הטקסט "${short(text)}" בלבד`);
  return text;
}

/**
 * Joinchat's message syntax (includes/class-joinchat-formatter.php) → arig's: its {LINK}/{BTN} become
 * Markdown links with the old site's addresses rewritten; pictures and {RAND} have no counterpart here
 * and are taken out (or their first choice kept) and named in the notes, so visitors never see raw syntax.
 */
export function joinchatText(source: string, link: Link): ChatText {
  const notes: string[] = [];
  let text = source.replace(/\r\n?/g, '\n');
  text = text.replace(/!\[[^\]]*\]\([^)\s]*(?: \d+)?\)|\{IMG [^}]*\}/g, (whole) => {
    notes.push(`תמונה בהודעה הוסרה (בחלונית של arig אין תמונות): ${short(whole)}`);
    return '';
  });
  text = text.replace(/\[([^[\]\n]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) =>
    markdownLink(label, href, link, notes),
  );
  text = text.replace(/\{(LINK|BTN) ([^ }]+)(?: ([^}]+))?\}/g, (whole, kind: string, href: string, label?: string) => {
    if (kind === 'BTN') notes.push(`כפתור הקישור ${short(whole)} הפך לקישור רגיל`);
    return markdownLink(label?.trim() || href.replace(/^https?:\/\//, ''), href, link, notes);
  });
  text = text.replace(/\{RAND ([^}]+)\}/g, (whole, choices: string) => {
    const first = choices.split('||')[0]?.trim() ?? '';
    notes.push(`טקסט אקראי ${short(whole)}: נשארה האפשרות הראשונה ("${short(first)}")`);
    return first;
  });
  notes.push(...unsupportedVariables(text));
  return { text: text.replace(/\n{3,}/g, '\n\n').trim(), notes };
}

/** Joinchat's opt-in text is HTML (its links to the privacy policy): its links and lines become chat text. */
export function joinchatHtml(html: string, link: Link): ChatText {
  const notes: string[] = [];
  let out = '';
  let anchor: { href: string; label: string } | null = null;
  // One pass over tags and text: a tag is `<` up to the next `>`, never scanned twice.
  for (const token of html.split(/(<[^<>]*>)/)) {
    if (!token.startsWith('<') || !token.endsWith('>')) {
      if (anchor) anchor.label += token;
      else out += token;
    } else if (/^<a\b/i.test(token)) {
      const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(token);
      anchor = { href: decodeEntities(href?.[1] ?? href?.[2] ?? ''), label: '' };
    } else if (/^<\/a\s*>$/i.test(token) && anchor) {
      const label = anchor.label.trim();
      out += label && anchor.href ? markdownLink(label, anchor.href, link, notes) : label;
      anchor = null;
    } else if (/^<(?:br\b|\/(?:p|div|li)\s*>)/i.test(token)) out += '\n';
  }
  if (anchor) out += anchor.label;
  const lines = out.split('\n').map((line) =>
    decodeEntities(line)
      .replace(/[ \t\u00a0]+/g, ' ')
      .trim(),
  );
  return {
    text: lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    notes,
  };
}
