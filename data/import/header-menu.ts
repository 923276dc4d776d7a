import type { Layout } from '../../builder/layout';
import { swapWidgets } from './swap-widgets';

/**
 * An imported header's main menu as arig's site-menu: Elementor's Nav Menu in a header is the site's menu,
 * and site-menu is the one with the phone's "תפריט" toggle and the header's keyboard rules (the nav-menu
 * widget lists links only). The first main-menu nav-menu is swapped (the site menu is one per page); the
 * layout is otherwise untouched. Returns the layout and whether it swapped one.
 */
export function withSiteMenu(layout: Layout): { layout: Layout; swapped: boolean } {
  let swapped = false;
  const out = swapWidgets(layout, (node) => {
    if (swapped || node.type !== 'nav-menu' || node.props.menu_location !== 'main') return null;
    swapped = true;
    return { type: 'site-menu', props: { id: node.props.id } };
  });
  return { layout: swapped ? out : layout, swapped };
}
