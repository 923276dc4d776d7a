import { customTextErrors } from '../colour-refs';
import { validateLayout, type Layout, type LayoutError } from '../layout';
import type { LayoutNode } from '../props';
import { isRecord } from './elementor-types';
import { MAX_LAYOUT_CHARS } from './limits';
import type { MapContext } from './map-context';
import { placeholderNode } from './placeholder';

const maxRounds = 10;

interface Draft {
  version: 1;
  root: { props: { title: string } };
  content: LayoutNode[];
}

const isNode = (value: unknown): value is LayoutNode =>
  isRecord(value) && typeof value.type === 'string' && isRecord(value.props) && typeof value.props.id === 'string';

const slotsOf = (node: LayoutNode): [string, LayoutNode[]][] =>
  Object.entries(node.props).filter(
    (entry): entry is [string, LayoutNode[]] =>
      Array.isArray(entry[1]) && entry[1].length > 0 && entry[1].every(isNode),
  );

/** The node an error path points into (`content.0.props.columns.1.props.items.2.props.text`), and what is left. */
function nodeAt(content: LayoutNode[], path: string): { node: LayoutNode; rest: string[] } | null {
  const parts = path.split('.');
  if (parts[0] !== 'content') return null;
  let node = content[Number(parts[1])];
  if (!node) return null;
  let i = 2;
  while (parts[i] === 'props' && parts[i + 1] !== undefined && parts[i + 2] !== undefined) {
    const list: unknown = node.props[parts[i + 1] ?? ''];
    const child: unknown = Array.isArray(list) ? list[Number(parts[i + 2])] : undefined;
    if (!isNode(child)) break;
    node = child;
    i += 3;
  }
  return { node, rest: parts.slice(i) };
}

/** Every node of the draft with `replace` applied (null removes a node), children first. */
function rebuild(nodes: LayoutNode[], replace: Map<LayoutNode, LayoutNode | null>): LayoutNode[] {
  return nodes.flatMap((node) => {
    const swapped = replace.has(node) ? replace.get(node) : node;
    if (!swapped) return [];
    for (const [name, children] of slotsOf(swapped)) swapped.props[name] = rebuild(children, replace);
    return [swapped];
  });
}

/**
 * One round of repairs for what the save validator refused (the mapping should leave nothing, so this is a
 * safety net): a widget goes back to a placeholder with its original settings, a layout element keeps only
 * its children, a node refused where it stands or too deep is removed; each is reported.
 */
function repair(draft: Draft, errors: LayoutError[], ctx: MapContext): Draft {
  const replace = new Map<LayoutNode, LayoutNode | null>();
  let root = draft.root;
  for (const error of errors) {
    if (error.path.startsWith('root')) {
      root = { props: { title: '' } };
      continue;
    }
    const found = nodeAt(draft.content, error.path);
    if (!found || replace.has(found.node)) continue;
    const { node, rest } = found;
    ctx.report.issue(`הרכיב ${node.type} (${node.props.id}) לא עבר את בדיקת השמירה: ${error.message}`);
    const field = rest[0] === 'props' ? (rest[1] ?? '') : '';
    if (rest.length === 0 || rest[0] === 'type') replace.set(node, null);
    else if (field === 'id')
      replace.set(node, { type: node.type, props: { ...node.props, id: `${node.props.id}-x${replace.size}` } });
    else if (field === 'anchor_id') replace.set(node, { type: node.type, props: { ...node.props, anchor_id: '' } });
    else if (slotsOf(node).length > 0 || ['section', 'column', 'container'].includes(node.type))
      replace.set(node, { type: node.type, props: { id: node.props.id, ...Object.fromEntries(slotsOf(node)) } });
    else {
      const source = ctx.source(node.props.id);
      const where = `${source?.widgetType ?? node.type} (${source?.id ?? node.props.id})`;
      replace.set(
        node,
        placeholderNode(
          ctx,
          source?.widgetType ?? node.type,
          source?.id ?? '',
          source?.rawSettings ?? node.props,
          where,
          false,
        ),
      );
    }
  }
  return { ...draft, root, content: rebuild(draft.content, replace) };
}

/** Drops top-level nodes from the end until the layout fits the save validator's size cap. */
function fit(draft: Draft, ctx: MapContext): Draft {
  const sizes = draft.content.map((node) => JSON.stringify(node).length + 1);
  let total = JSON.stringify({ ...draft, content: [] }).length + sizes.reduce((a, b) => a + b, 0);
  let keep = draft.content.length;
  while (total > MAX_LAYOUT_CHARS && keep > 0) total -= sizes[--keep] ?? 0;
  if (keep === draft.content.length) return draft;
  ctx.report.issue(
    `הפריסה גדולה מ־${MAX_LAYOUT_CHARS.toLocaleString('he-IL')} תווים: ${draft.content.length - keep} האזורים האחרונים לא יובאו`,
  );
  return { ...draft, content: draft.content.slice(0, keep) };
}

/**
 * A widget's own text colour that does not read on the surface it landed on (a box's colour, else the page's,
 * as Site Settings now hold them) would make the save refuse the page: the text keeps the text's colour, and
 * the report says why.
 */
function withReadableColours(layout: Layout, errors: LayoutError[], ctx: MapContext): Draft {
  const replace = new Map<LayoutNode, LayoutNode | null>();
  for (const error of errors) {
    const found = nodeAt(layout.content, error.path);
    const field = found?.rest[0] === 'props' ? (found.rest[1] ?? '') : '';
    if (!found || !field.endsWith('_custom')) continue;
    const { node } = found;
    ctx.report.issue(`הרכיב ${node.type} (${node.props.id}): ${error.message} הטקסט בצבע הטקסט.`);
    replace.set(node, { type: node.type, props: { ...node.props, [field.slice(0, -'_custom'.length)]: '' } });
  }
  return { ...layout, content: rebuild(layout.content, replace) };
}

/** The draft as the save validator returns it (defaults filled in, rich text sanitised): always valid. */
export function finalizeLayout(input: Draft, ctx: MapContext): Layout {
  let draft = fit(input, ctx);
  const site = ctx.siteColours();
  for (let round = 0; round < maxRounds; round++) {
    const result = validateLayout(draft);
    if (!result.ok) {
      draft = repair(draft, result.errors, ctx);
      continue;
    }
    const unreadable = site ? customTextErrors(result.layout.content, site) : [];
    if (unreadable.length === 0) return result.layout;
    draft = withReadableColours(result.layout, unreadable, ctx);
  }
  ctx.report.issue('הפריסה לא עברה את בדיקת השמירה גם אחרי תיקונים; העמוד יובא ריק');
  const empty = validateLayout({ ...draft, content: [] });
  return empty.ok ? empty.layout : { version: 1, root: { props: { title: '' } }, content: [] };
}
