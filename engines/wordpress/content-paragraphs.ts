import type { Walker } from './content-context';
import type { DomNode } from './content-dom';
import { collectAtoms, PLAIN, PREFORMATTED, type Atom, type InlineAtom } from './content-inline';
import { buildInline, hasText } from './content-inline-build';
import { paragraph, type LexicalBlock, type LexicalInline } from './content-lexical-nodes';

type Part = { inline: InlineAtom[] } | { blocks: LexicalBlock[] };

/** Inline runs between the block content met inside them (an image splits its paragraph in two). */
function splitAtBlocks(atoms: Atom[]): Part[] {
  const parts: Part[] = [];
  let run: InlineAtom[] = [];
  for (const atom of atoms) {
    if (atom.kind !== 'blocks') {
      run.push(atom);
      continue;
    }
    parts.push({ inline: run }, { blocks: atom.nodes });
    run = [];
  }
  parts.push({ inline: run });
  return parts;
}

function toBlocks(atoms: Atom[], walker: Walker, make: (inline: LexicalInline[]) => LexicalBlock[]): LexicalBlock[] {
  return splitAtBlocks(atoms).flatMap((part) => {
    if ('blocks' in part) return part.blocks;
    const inline = buildInline(part.inline, walker.ctx);
    return hasText(inline) ? make(inline) : [];
  });
}

/** Inline content → paragraphs (empty ones dropped). */
export function paragraphBlocks(nodes: DomNode[], walker: Walker): LexicalBlock[] {
  return toBlocks(collectAtoms(nodes, PLAIN, walker), walker, (inline) => [paragraph(inline)]);
}

/** <pre> → a paragraph in code format, its lines kept (the newline right after <pre> is not content). */
export function preBlocks(nodes: DomNode[], walker: Walker): LexicalBlock[] {
  const atoms = collectAtoms(nodes, PREFORMATTED, walker);
  if (atoms[0]?.kind === 'break') atoms.shift();
  while (atoms.at(-1)?.kind === 'break') atoms.pop();
  return toBlocks(atoms, walker, (inline) => [paragraph(inline)]);
}
