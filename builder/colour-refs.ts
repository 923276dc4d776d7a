import { colourRefId, colourRefProblem, type SiteColours } from '../engines/colour/custom-colours';
import { boxSurface, customTextProblem, pageSurface, type Surface } from '../engines/colour/text-colour';
import type { LayoutError } from './layout';
import type { LayoutNode } from './props';
import { registry } from './registry';

type Use = 'background' | 'text';

/** The colour choices of a node (builder/props.ts `colourChoice`), each with what it colours. */
function choices(node: LayoutNode): { prop: string; value: string; use: Use }[] {
  const fields = registry[node.type]?.editor.fields ?? {};
  return Object.entries(fields).flatMap(([prop, field]) => {
    const use = field.metadata?.namedColours as Use | undefined;
    const value = node.props[prop];
    return use && typeof value === 'string' ? [{ prop, value, use }] : [];
  });
}

/** A choice that names Site Settings: the accent or a named colour. */
const isReference = (value: string) => value === 'accent' || colourRefId(value) !== null;
/** A text colour of the owner's own: checked against the surface it sits on. */
const isCustomText = (c: { value: string; use: Use }) => c.use === 'text' && c.value === 'custom';

/** A box's background choice and its custom colour, read as a surface for what it holds (or null: transparent). */
function surfaceOf(node: LayoutNode, site: SiteColours): Surface | null {
  const background = choices(node).find((c) => c.use === 'background');
  return background ? boxSurface(background.value, node.props[`${background.prop}_custom`], site) : null;
}

/** Every node of a validated layout with its path (`content.0.props.items.1`) and the boxes around it. */
function* walk(
  nodes: readonly LayoutNode[],
  path: string,
  ancestors: readonly LayoutNode[] = [],
): Generator<[LayoutNode, string, readonly LayoutNode[]]> {
  for (const [i, node] of nodes.entries()) {
    yield [node, `${path}.${i}`, ancestors];
    for (const slot of Object.keys(registry[node.type]?.slots ?? {})) {
      const children = node.props[slot];
      if (Array.isArray(children))
        yield* walk(children as LayoutNode[], `${path}.${i}.props.${slot}`, [...ancestors, node]);
    }
  }
}

/**
 * Whether a (validated) layout needs Site Settings' colours for its check: it refers to one, or it has a
 * custom text colour, whose surface may be the page's background or a box in a global colour.
 */
export const usesColourRefs = (content: readonly LayoutNode[]): boolean => {
  for (const [node] of walk(content, 'content'))
    if (choices(node).some((c) => isReference(c.value) || isCustomText(c))) return true;
  return false;
};

/** The surface a node's text sits on: its nearest box with a background, or the page. */
function surfaceAround(ancestors: readonly LayoutNode[], site: SiteColours): Surface {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const surface = surfaceOf(ancestors[i]!, site);
    if (surface) return surface;
  }
  return pageSurface(site);
}

/**
 * The colours Site Settings cannot honour, in Hebrew: a named colour since deleted, a heading's global
 * colour that does not reach 4.5:1 on the page's background (engines/colour/custom-colours.ts), or a custom
 * text colour that does not on the surface it sits on (engines/colour/text-colour.ts).
 */
export function colourRefErrors(content: readonly LayoutNode[], site: SiteColours): LayoutError[] {
  const errors: LayoutError[] = [];
  for (const [node, path, ancestors] of walk(content, 'content'))
    for (const choice of choices(node)) {
      const custom = `${choice.prop}_custom`;
      const problem = isReference(choice.value)
        ? { prop: choice.prop, message: colourRefProblem(choice.value, choice.use, site) }
        : isCustomText(choice)
          ? { prop: custom, message: customTextProblem(String(node.props[custom]), surfaceAround(ancestors, site)) }
          : null;
      if (problem?.message) errors.push({ path: `${path}.props.${problem.prop}`, message: problem.message });
    }
  return errors;
}

/** The custom text colours alone that do not read on their surface (Site Settings' check of stored layouts). */
export const customTextErrors = (content: readonly LayoutNode[], site: SiteColours): LayoutError[] =>
  colourRefErrors(content, site).filter((e) => e.path.endsWith('_custom'));
