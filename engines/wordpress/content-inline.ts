import { DomUtils } from 'htmlparser2';
import { append } from './content-append';
import type { Walker } from './content-context';
import { attr, isElement, type DomElement, type DomNode } from './content-dom';
import { FORMAT, type LexicalBlock } from './content-lexical-nodes';
import { resolveHref } from './content-links';

/** One link element's target; atoms from the same <a> share the object, so they become one link node. */
export interface LinkTarget {
  url: string;
  newTab: boolean;
}

export type InlineAtom =
  | { kind: 'text'; text: string; format: number; link: LinkTarget | null; pre: boolean }
  | { kind: 'break'; link: LinkTarget | null };

/** Inline content in document order; `blocks` is block content met inside it (an image in a paragraph). */
export type Atom = InlineAtom | { kind: 'blocks'; nodes: LexicalBlock[] };

export interface InlineScope {
  format: number;
  link: LinkTarget | null;
  /** Inside <pre>: whitespace kept, newlines are line breaks. */
  pre: boolean;
}

export const PLAIN: InlineScope = { format: 0, link: null, pre: false };
export const PREFORMATTED: InlineScope = { format: FORMAT.code, link: null, pre: true };

const TAG_FORMAT: Record<string, number> = {
  strong: FORMAT.bold,
  b: FORMAT.bold,
  em: FORMAT.italic,
  i: FORMAT.italic,
  s: FORMAT.strikethrough,
  del: FORMAT.strikethrough,
  strike: FORMAT.strikethrough,
  u: FORMAT.underline,
  ins: FORMAT.underline,
  code: FORMAT.code,
  kbd: FORMAT.code,
  samp: FORMAT.code,
  tt: FORMAT.code,
  sub: FORMAT.subscript,
  sup: FORMAT.superscript,
};

/** The classic editor (TinyMCE) writes underline and some bold/italic as inline styles on a span. */
function styleFormat(style: string): number {
  const css = style.toLowerCase();
  let format = 0;
  if (/font-weight\s*:\s*(bold|[6-9]00)/.test(css)) format |= FORMAT.bold;
  if (/font-style\s*:\s*italic/.test(css)) format |= FORMAT.italic;
  if (/text-decoration[\w-]*\s*:[^;]*underline/.test(css)) format |= FORMAT.underline;
  if (/text-decoration[\w-]*\s*:[^;]*line-through/.test(css)) format |= FORMAT.strikethrough;
  return format;
}

function textAtoms(text: string, scope: InlineScope): InlineAtom[] {
  const { format, link, pre } = scope;
  if (!pre) return [{ kind: 'text', text, format, link, pre }];
  const atoms: InlineAtom[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (index > 0) atoms.push({ kind: 'break', link });
    if (line !== '') atoms.push({ kind: 'text', text: line, format, link, pre });
  });
  return atoms;
}

function elementScope(el: DomElement, scope: InlineScope, walker: Walker): InlineScope {
  if (el.name === 'a') {
    const url = resolveHref(attr(el, 'href'), walker.ctx);
    return url === null ? scope : { ...scope, link: { url, newTab: attr(el, 'target') === '_blank' } };
  }
  const format = (TAG_FORMAT[el.name] ?? 0) | (el.name === 'span' ? styleFormat(attr(el, 'style')) : 0);
  return { ...scope, format: scope.format | format };
}

/** Walks inline markup into atoms; block-level elements inside it are converted by the walker. */
export function collectAtoms(nodes: DomNode[], scope: InlineScope, walker: Walker): Atom[] {
  const atoms: Atom[] = [];
  for (const node of nodes) {
    if (DomUtils.isText(node)) {
      append(atoms, textAtoms(node.data, scope));
    } else if (isElement(node)) {
      if (node.name === 'br') {
        atoms.push({ kind: 'break', link: scope.link });
        continue;
      }
      const blocks = walker.blockElement(node);
      if (blocks) atoms.push({ kind: 'blocks', nodes: blocks });
      else append(atoms, collectAtoms(node.children, elementScope(node, scope, walker), walker));
    }
  }
  return atoms;
}
