import type { ConvertContext } from './content-context';
import type { InlineAtom, LinkTarget } from './content-inline';
import {
  lineBreak,
  linkNode,
  textNode,
  type LexicalInline,
  type LexicalLineBreak,
  type LexicalText,
} from './content-lexical-nodes';

/** Runs of HTML whitespace (not the no-break space, which a browser keeps). */
const HTML_SPACE = /[ \t\n\r\f]+/g;

function trimTrailing(atoms: InlineAtom[]): void {
  for (let last = atoms.at(-1); last?.kind === 'text' && !last.pre; last = atoms.at(-1)) {
    const text = last.text.replace(/ +$/, '');
    if (text !== '') {
      atoms[atoms.length - 1] = { ...last, text };
      return;
    }
    atoms.pop();
  }
}

/** Collapses whitespace as a browser lays out a block: one space between words, none at the edges of lines. */
export function collapseWhitespace(atoms: InlineAtom[]): InlineAtom[] {
  const out: InlineAtom[] = [];
  let afterSpace = true;
  for (const atom of atoms) {
    if (atom.kind === 'break') {
      trimTrailing(out);
      out.push(atom);
      afterSpace = true;
    } else if (atom.pre) {
      out.push(atom);
      afterSpace = false;
    } else {
      let text = atom.text.replace(HTML_SPACE, ' ');
      if (afterSpace) text = text.replace(/^ /, '');
      if (text === '') continue;
      afterSpace = text.endsWith(' ');
      out.push({ ...atom, text });
    }
  }
  // A line break at either edge of a block only adds an empty line (often left by autop around an image).
  while (out[0]?.kind === 'break') out.shift();
  while (out.at(-1)?.kind === 'break') {
    out.pop();
    trimTrailing(out);
  }
  trimTrailing(out);
  return out;
}

function append(
  into: (LexicalText | LexicalLineBreak)[] | LexicalInline[],
  leaf: LexicalText | LexicalLineBreak,
): void {
  const last = into.at(-1);
  if (leaf.type === 'text' && last?.type === 'text' && last.format === leaf.format) last.text += leaf.text;
  else into.push(leaf);
}

/** Atoms to Lexical inline nodes: adjacent text in the same format merged, each link's atoms in one link node. */
export function buildInline(atoms: InlineAtom[], ctx: ConvertContext): LexicalInline[] {
  const out: LexicalInline[] = [];
  let openTarget: LinkTarget | null = null;
  let openChildren: (LexicalText | LexicalLineBreak)[] = [];
  for (const atom of collapseWhitespace(atoms)) {
    const leaf = atom.kind === 'break' ? lineBreak() : textNode(atom.text, atom.format);
    if (!atom.link) {
      openTarget = null;
      append(out, leaf);
      continue;
    }
    if (openTarget !== atom.link) {
      const node = linkNode(ctx.nextId(), atom.link.url, atom.link.newTab, []);
      out.push(node);
      openTarget = atom.link;
      openChildren = node.children;
    }
    append(openChildren, leaf);
  }
  return out;
}

/** Whether inline content shows anything: a line of only spaces or line breaks is an empty paragraph. */
export function hasText(nodes: LexicalInline[]): boolean {
  return nodes.some((node) =>
    node.type === 'text' ? /\S/.test(node.text) : node.type === 'link' ? hasText(node.children) : false,
  );
}
