import { DomUtils } from 'htmlparser2';
import { append } from './content-append';
import { addIssue, type ConvertContext } from './content-context';
import { isElement, type DomElement, type DomNode } from './content-dom';

/**
 * The converter recurses once per level of nesting, and hostile markup can nest without end (5,000 <div>
 * overflow the stack); no real post comes near this depth.
 */
export const MAX_DEPTH = 200;

/** The text nodes under an element, in order, found without recursion. */
function textNodesUnder(el: DomElement): DomNode[] {
  const found: DomNode[] = [];
  const stack: DomNode[] = [...el.children].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (DomUtils.isText(node)) found.push(node);
    else if (isElement(node)) append(stack, [...node.children].reverse());
  }
  return found;
}

/** Keeps only the text of what is nested deeper than MAX_DEPTH (reported as an `html` issue). */
export function limitDepth(nodes: DomNode[], ctx: ConvertContext): void {
  const stack = nodes.map((node) => ({ node, depth: 1 }));
  let cut = false;
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { node, depth } = entry;
    if (!isElement(node)) continue;
    if (depth < MAX_DEPTH) {
      append(
        stack,
        node.children.map((child) => ({ node: child, depth: depth + 1 })),
      );
      continue;
    }
    const texts = textNodesUnder(node);
    node.children = [];
    for (const text of texts) DomUtils.appendChild(node, text);
    cut = true;
  }
  if (cut) addIssue(ctx, 'html', `markup nested deeper than ${MAX_DEPTH} levels: only its text was kept`);
}
