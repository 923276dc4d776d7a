import type { Layout } from '../../builder/layout';
import { swapWidgets } from './swap-widgets';

/**
 * An imported search-results template's posts as arig's search results: Elementor shows a search's results
 * through its Archive Posts widget, which in arig lists an archive's articles and has none on a search. Each
 * is swapped for the search-results widget (its id kept); the layout is otherwise untouched. Returns the
 * layout and how many it swapped.
 */
export function withSearchResults(layout: Layout): { layout: Layout; swapped: number } {
  let swapped = 0;
  const out = swapWidgets(layout, (node) => {
    if (node.type !== 'archive-posts') return null;
    swapped += 1;
    return { type: 'search-results', props: { id: node.props.id } };
  });
  return { layout: out, swapped };
}
