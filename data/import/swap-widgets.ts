import type { Layout } from '../../builder/layout';

export type LayoutNode = { type: string; props: Record<string, unknown> };

const isNode = (value: unknown): value is LayoutNode =>
  typeof value === 'object' && value !== null && typeof (value as LayoutNode).type === 'string';

/**
 * The layout with each widget `swap` returns a replacement for replaced, at any depth (a container's or
 * section's slots included); the rest as it was. `swap` sees every widget, a replaced one's children not.
 */
export function swapWidgets(layout: Layout, swap: (node: LayoutNode) => LayoutNode | null): Layout {
  const visit = (node: LayoutNode): LayoutNode => {
    const replaced = swap(node);
    if (replaced) return replaced;
    const props = Object.fromEntries(
      Object.entries(node.props).map(([key, value]) => [
        key,
        Array.isArray(value) && value.every(isNode) ? value.map(visit) : value,
      ]),
    );
    return { ...node, props };
  };
  const content = (layout.content as unknown as LayoutNode[]).map(visit);
  return { ...layout, content } as unknown as Layout;
}
