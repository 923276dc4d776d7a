import type { Layout } from '../../builder/layout';

type Node = { type: string; props: Record<string, unknown> };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/**
 * An imported search-results template's posts as arig's search results: Elementor shows a search's results
 * through its Archive Posts widget, which in arig lists an archive's articles and has none on a search. Each
 * is swapped for the search-results widget (its id kept); the layout is otherwise untouched. Returns the
 * layout and how many it swapped.
 */
export function withSearchResults(layout: Layout): { layout: Layout; swapped: number } {
  let swapped = 0;
  const visit = (node: Node): Node => {
    if (node.type === 'archive-posts') {
      swapped += 1;
      return { type: 'search-results', props: { id: node.props.id } };
    }
    const props = Object.fromEntries(
      Object.entries(node.props).map(([key, value]) => [
        key,
        Array.isArray(value) && value.every(isNode) ? value.map(visit) : value,
      ]),
    );
    return { ...node, props };
  };
  const content = (layout.content as unknown as Node[]).map(visit);
  return { layout: { ...layout, content } as unknown as Layout, swapped };
}
