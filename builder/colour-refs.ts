import { colourRefId, colourRefProblem, type SiteColours } from '../engines/colour/custom-colours';
import type { LayoutError } from './layout';
import type { LayoutNode } from './props';
import { registry } from './registry';

/** The colour choices of a node that refer to Site Settings (builder/props.ts `colourChoice`). */
function references(node: LayoutNode): { prop: string; value: string; use: 'background' | 'text' }[] {
  const fields = registry[node.type]?.editor.fields ?? {};
  return Object.entries(fields).flatMap(([prop, field]) => {
    const use = field.metadata?.namedColours as 'background' | 'text' | undefined;
    const value = node.props[prop];
    return use && typeof value === 'string' && (value === 'accent' || colourRefId(value) !== null)
      ? [{ prop, value, use }]
      : [];
  });
}

/** Every node of a validated layout with its path (`content.0.props.items.1`), slots included. */
function* walk(nodes: readonly LayoutNode[], path: string): Generator<[LayoutNode, string]> {
  for (const [i, node] of nodes.entries()) {
    yield [node, `${path}.${i}`];
    for (const slot of Object.keys(registry[node.type]?.slots ?? {})) {
      const children = node.props[slot];
      if (Array.isArray(children)) yield* walk(children as LayoutNode[], `${path}.${i}.props.${slot}`);
    }
  }
}

/** Whether a (validated) layout refers to any of Site Settings' colours: only then are they read for the check. */
export const usesColourRefs = (content: readonly LayoutNode[]): boolean => {
  for (const [node] of walk(content, 'content')) if (references(node).length) return true;
  return false;
};

/**
 * The references Site Settings cannot honour, in Hebrew: a named colour since deleted, or a heading's colour
 * that does not reach 4.5:1 on the page's background (engines/colour/custom-colours.ts).
 */
export function colourRefErrors(content: readonly LayoutNode[], site: SiteColours): LayoutError[] {
  const errors: LayoutError[] = [];
  for (const [node, path] of walk(content, 'content'))
    for (const ref of references(node)) {
      const message = colourRefProblem(ref.value, ref.use, site);
      if (message) errors.push({ path: `${path}.props.${ref.prop}`, message });
    }
  return errors;
}
