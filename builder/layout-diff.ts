import { nodeText } from './outline';

/**
 * What changed between two versions of a builder layout, in words an owner reads in the page's history
 * (issue 27: the history showed the layout as raw JSON). Widgets are matched by their node id, which the
 * builder keeps for a widget's life: one missing from the older version was added, one missing from the
 * newer was removed, one whose settings differ was edited (naming the settings), one under another parent
 * or in another order among its siblings was moved. A widget added or removed with everything inside it
 * is one change, not one per child.
 */
export type LayoutChangeKind = 'added' | 'removed' | 'edited' | 'moved';

export interface LayoutChange {
  kind: LayoutChangeKind;
  /** The widget's Hebrew name. */
  label: string;
  /** Its first heading or words ('' for none). */
  text: string;
  /** Edited: the Hebrew names of the settings that changed. */
  fields?: string[];
  /** Added or removed: how many widgets were inside it. */
  inside?: number;
}

export interface LayoutDiff {
  /** The layout's own title, when it changed. */
  title?: { from: string; to: string };
  changes: LayoutChange[];
}

export interface LayoutLabels {
  widget: (type: string) => string;
  field: (type: string, key: string) => string;
}

interface Node {
  type: string;
  props: Record<string, unknown>;
}

interface Placed {
  node: Node;
  parent: string;
  /** Ids of the node's siblings, in order (the same list object for all of them). */
  siblings: string[];
  descendants: number;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Node).type === 'string' &&
  typeof (value as Node).props === 'object' &&
  (value as Node).props !== null &&
  typeof (value as Node).props.id === 'string';

const isNodeList = (value: unknown): value is Node[] => Array.isArray(value) && value.length > 0 && value.every(isNode);

function contentOf(layout: unknown): Node[] {
  const content = (layout as { content?: unknown } | null)?.content;
  return Array.isArray(content) ? content.filter(isNode) : [];
}

function titleOf(layout: unknown): string {
  const title = (layout as { root?: { props?: { title?: unknown } } } | null)?.root?.props?.title;
  return typeof title === 'string' ? title : '';
}

/** Every node by id, with where it sits; returns how many nodes the list holds, nested ones included. */
function place(nodes: Node[], parent: string, into: Map<string, Placed>): number {
  const siblings = nodes.map((n) => String(n.props.id));
  let total = 0;
  for (const node of nodes) {
    let descendants = 0;
    for (const value of Object.values(node.props))
      if (isNodeList(value)) descendants += place(value, String(node.props.id), into);
    into.set(String(node.props.id), { node, parent, siblings, descendants });
    total += 1 + descendants;
  }
  return total;
}

/** The settings of a node without its children (a change inside a child is the child's own change). */
function changedKeys(a: Node, b: Node): string[] {
  const keys = new Set([...Object.keys(a.props), ...Object.keys(b.props)]);
  const changed: string[] = [];
  for (const key of keys) {
    if (key === 'id') continue;
    const from = a.props[key];
    const to = b.props[key];
    if (isNodeList(from) || isNodeList(to)) continue;
    if (JSON.stringify(from) !== JSON.stringify(to)) changed.push(key);
  }
  return changed;
}

/** Indexes (into `seq`) of one longest increasing run, not necessarily contiguous. */
function longestIncreasing(seq: number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(seq.length).fill(-1);
  for (let i = 0; i < seq.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (seq[tails[mid]!]! < seq[i]!) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const kept = new Set<number>();
  for (let i = tails.at(-1) ?? -1; i >= 0; i = previous[i]!) kept.add(i);
  return kept;
}

/**
 * Widgets that moved: under another parent, or out of order among the siblings both versions share (the
 * fewest moves that explain the new order: swapping two neighbours moves one of them, not both).
 */
function movedIds(before: Map<string, Placed>, after: Map<string, Placed>): Set<string> {
  const moved = new Set<string>();
  const seen = new Set<string[]>();
  for (const [id, now] of after) {
    const was = before.get(id);
    if (was && was.parent !== now.parent) moved.add(id);
    if (seen.has(now.siblings)) continue;
    seen.add(now.siblings);
    const stayed = (s: string, other: Map<string, Placed>) => other.get(s)?.parent === now.parent;
    const shared = now.siblings.filter((s) => stayed(s, before));
    if (shared.length < 2) continue;
    // All of them had the same siblings before: the old order of the ones that stayed.
    const oldOrder = before.get(shared[0]!)!.siblings.filter((s) => stayed(s, after));
    const kept = longestIncreasing(shared.map((s) => oldOrder.indexOf(s)));
    shared.forEach((s, i) => {
      if (!kept.has(i)) moved.add(s);
    });
  }
  return moved;
}

export function diffLayouts(from: unknown, to: unknown, labels: LayoutLabels): LayoutDiff {
  const before = new Map<string, Placed>();
  const after = new Map<string, Placed>();
  place(contentOf(from), '', before);
  place(contentOf(to), '', after);
  const moved = movedIds(before, after);
  const changes: LayoutChange[] = [];
  const describe = (kind: LayoutChangeKind, placed: Placed): LayoutChange => ({
    kind,
    label: labels.widget(placed.node.type),
    text: nodeText(placed.node),
  });

  for (const [id, now] of after) {
    const was = before.get(id);
    if (!was) {
      if (!after.has(now.parent) || before.has(now.parent))
        changes.push({ ...describe('added', now), inside: now.descendants });
      continue;
    }
    if (was.node.type !== now.node.type) {
      changes.push({ ...describe('removed', was), inside: was.descendants });
      changes.push({ ...describe('added', now), inside: now.descendants });
      continue;
    }
    const keys = changedKeys(was.node, now.node);
    if (keys.length > 0)
      changes.push({ ...describe('edited', now), fields: keys.map((key) => labels.field(now.node.type, key)) });
    if (moved.has(id)) changes.push(describe('moved', now));
  }
  for (const [id, was] of before) {
    if (after.has(id)) continue;
    if (!before.has(was.parent) || after.has(was.parent))
      changes.push({ ...describe('removed', was), inside: was.descendants });
  }

  const titleFrom = titleOf(from);
  const titleTo = titleOf(to);
  return titleFrom === titleTo ? { changes } : { title: { from: titleFrom, to: titleTo }, changes };
}
