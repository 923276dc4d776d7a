import { describe, expect, it } from 'vitest';
import type { Layout } from '../../builder/layout';
import { withSearchResults } from './search-results-widget';

const layout = (content: unknown[]) => ({ version: 1, root: { props: {} }, content }) as unknown as Layout;

describe("an imported search-results template's posts", () => {
  it('become the search results, wherever they sit; the rest stays as it was', () => {
    const title = { type: 'archive-title', props: { id: 't' } };
    const { layout: out, swapped } = withSearchResults(
      layout([
        title,
        { type: 'container', props: { id: 'c', items: [{ type: 'archive-posts', props: { id: 'p', columns: 3 } }] } },
      ]),
    );
    expect(swapped).toBe(1);
    expect(out.content).toEqual([
      title,
      { type: 'container', props: { id: 'c', items: [{ type: 'search-results', props: { id: 'p' } }] } },
    ]);
    const plain = layout([title]);
    expect(withSearchResults(plain)).toEqual({ layout: plain, swapped: 0 });
  });
});
