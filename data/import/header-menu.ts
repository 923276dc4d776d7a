import type { Layout } from '../../builder/layout';

type Node = { type: string; props: Record<string, unknown> };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/**
 * An imported header's main menu as arig's site-menu: Elementor's Nav Menu in a header is the site's menu,
 * and site-menu is the one with the phone's "תפריט" toggle and the header's keyboard rules (the nav-menu
 * widget lists links only). The first main-menu nav-menu is swapped (the site menu is one per page); the
 * layout is otherwise untouched. Returns the layout and whether it swapped one.
 */
export function withSiteMenu(layout: Layout): { layout: Layout; swapped: boolean } {
  let swapped = false;
  const visit = (node: Node): Node => {
    if (!swapped && node.type === 'nav-menu' && node.props.menu_location === 'main') {
      swapped = true;
      return { type: 'site-menu', props: { id: node.props.id } };
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
