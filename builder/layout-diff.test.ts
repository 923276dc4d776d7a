import { describe, expect, it } from 'vitest';
import { diffLayouts, type LayoutLabels } from './layout-diff';

const labels: LayoutLabels = {
  widget: (type) => ({ heading: 'כותרת', button: 'כפתור', container: 'מכל', 'text-editor': 'עורך טקסט' })[type] ?? type,
  field: (_type, key) => ({ text: 'טקסט', link: 'קישור', tag: 'רמת כותרת', html: 'תוכן' })[key] ?? key,
};

const node = (type: string, id: string, props: Record<string, unknown> = {}) => ({ type, props: { id, ...props } });
const layout = (content: unknown[], title = '') => ({ version: 1, root: { props: { title } }, content });

const heading = node('heading', 'h1', { text: 'ברוכים הבאים', tag: 'h1' });
const button = node('button', 'b1', { text: 'צרו קשר', link: '/contact/' });
const text = node('text-editor', 't1', { html: '<p>אנחנו מהנדסי טקסטיל</p>' });

describe('diffLayouts', () => {
  it('finds nothing between a layout and itself', () => {
    const same = layout([heading, button]);
    expect(diffLayouts(same, structuredClone(same), labels)).toEqual({ changes: [] });
  });

  it('names a widget added, with what it says and how much it holds', () => {
    const box = node('container', 'c1', { items: [node('heading', 'h2', { text: 'השירותים שלנו' }), button] });
    const diff = diffLayouts(layout([heading]), layout([heading, box]), labels);
    // The box is one change: its heading and button came with it.
    expect(diff.changes).toEqual([{ kind: 'added', label: 'מכל', text: 'השירותים שלנו', inside: 2 }]);
  });

  it('names a widget removed', () => {
    const diff = diffLayouts(layout([heading, text]), layout([heading]), labels);
    expect(diff.changes).toEqual([{ kind: 'removed', label: 'עורך טקסט', text: 'אנחנו מהנדסי טקסטיל', inside: 0 }]);
  });

  it('names the settings that were edited, not a change inside a child', () => {
    const before = layout([node('container', 'c1', { gap: 10, items: [button] })]);
    const after = layout([
      node('container', 'c1', {
        gap: 10,
        items: [{ ...button, props: { ...button.props, link: '/about/', text: 'אודות' } }],
      }),
    ]);
    expect(diffLayouts(before, after, labels).changes).toEqual([
      { kind: 'edited', label: 'כפתור', text: 'אודות', fields: ['טקסט', 'קישור'] },
    ]);
  });

  it('reports the one widget that moved, not every widget whose place shifted', () => {
    const a = node('heading', 'a', { text: 'א' });
    const b = node('heading', 'b', { text: 'ב' });
    const c = node('heading', 'c', { text: 'ג' });
    const d = node('heading', 'd', { text: 'ד' });
    const diff = diffLayouts(layout([a, b, c, d]), layout([b, c, d, a]), labels);
    expect(diff.changes).toEqual([{ kind: 'moved', label: 'כותרת', text: 'א' }]);
  });

  it('reports a widget moved into a box as moved, and an insertion before it as no move', () => {
    const box = node('container', 'c1', { items: [] });
    const before = layout([heading, box, button]);
    const after = layout([text, heading, { ...box, props: { ...box.props, items: [button] } }]);
    expect(diffLayouts(before, after, labels).changes).toEqual([
      { kind: 'added', label: 'עורך טקסט', text: 'אנחנו מהנדסי טקסטיל', inside: 0 },
      { kind: 'moved', label: 'כפתור', text: 'צרו קשר' },
    ]);
  });

  it('reports a changed title, and reads a missing or broken layout as empty', () => {
    expect(diffLayouts(layout([], 'בית'), layout([], 'דף הבית'), labels).title).toEqual({ from: 'בית', to: 'דף הבית' });
    expect(diffLayouts(null, layout([heading]), labels).changes).toEqual([
      { kind: 'added', label: 'כותרת', text: 'ברוכים הבאים', inside: 0 },
    ]);
    expect(diffLayouts({ content: 'x' }, undefined, labels)).toEqual({ changes: [] });
  });
});
