import { describe, expect, it } from 'vitest';
import { emptyEditorData, toEditorData, toStoredLayout } from './editor-data';
import { LAYOUT_VERSION, readLayout } from './layout';

const heading = (id: string, props: Record<string, unknown> = {}) => ({
  type: 'heading',
  props: { id, text: 'כותרת', ...props },
});

describe('toEditorData: what the builder opens', () => {
  it('opens a page without a layout empty, titled with the page title', () => {
    expect(toEditorData(null, 'אודות')).toEqual({ root: { props: { title: 'אודות' } }, content: [] });
    expect(toEditorData(undefined, 'אודות')).toEqual(emptyEditorData('אודות'));
  });

  it('opens a stored layout normalised, without the version key Puck does not know', () => {
    const data = toEditorData({ version: 1, root: { props: { title: 'בית' } }, content: [heading('h1')] }, 'x');
    expect(data.root.props).toEqual({ title: 'בית' });
    expect(data.content[0]).toMatchObject({ type: 'heading', props: { id: 'h1', text: 'כותרת', tag: 'h2' } });
    expect(data).not.toHaveProperty('version');
    expect(data).not.toHaveProperty('zones');
  });

  it('migrates an old (v0) layout forward', () => {
    const data = toEditorData({ root: { props: {} }, content: [heading('h1', { _animation: 'fadeIn' })] }, 'עמוד');
    expect(data.content[0]!.props).toMatchObject({ animation: 'fadeIn' });
    expect(data.content[0]!.props).not.toHaveProperty('_animation');
    expect(data.root.props).toEqual({ title: 'עמוד' });
  });

  it('opens a layout that no longer validates as it is, so the editor can fix it', () => {
    const data = toEditorData(
      { version: 1, root: { props: { title: 'בית' } }, content: [heading('h1', { link: 'javascript:alert(1)' })] },
      'x',
    );
    expect(data.content[0]!.props).toMatchObject({ link: 'javascript:alert(1)' });
  });

  it('opens something unreadable (a future version, not an object) empty', () => {
    expect(toEditorData({ version: 99, content: [heading('h1')] }, 'ב')).toEqual(emptyEditorData('ב'));
    expect(toEditorData('[]', 'ב')).toEqual(emptyEditorData('ב'));
  });
});

describe('toStoredLayout: what the builder saves', () => {
  it('adds the version, keeps root props and drops Puck-only node keys at every depth', () => {
    const stored = toStoredLayout({
      root: { props: { title: 'בית' } },
      content: [
        {
          type: 'container',
          props: { id: 'c1', items: [{ type: 'heading', props: { id: 'h1', text: 'א' }, readOnly: { text: true } }] },
          readOnly: {},
        } as never,
      ],
      zones: {},
    });
    expect(stored).toEqual({
      version: LAYOUT_VERSION,
      root: { props: { title: 'בית' } },
      content: [
        { type: 'container', props: { id: 'c1', items: [{ type: 'heading', props: { id: 'h1', text: 'א' } }] } },
      ],
    });
    expect(readLayout(stored).ok).toBe(true);
  });

  it('leaves plain arrays of values (accordion items) as they are', () => {
    const items = [{ title: 'א', content: '<p>ב</p>' }];
    const stored = toStoredLayout({ root: { props: {} }, content: [{ type: 'accordion', props: { id: 'a', items } }] });
    expect((stored.content as { props: { items: unknown } }[])[0]!.props.items).toEqual(items);
  });

  it('sends non-empty legacy zones along so the server refuses them instead of losing content', () => {
    const stored = toStoredLayout({ root: { props: {} }, content: [], zones: { 'x:y': [heading('h1')] as never } });
    expect(stored.zones).toBeDefined();
    expect(readLayout(stored).ok).toBe(false);
  });

  it('round-trips: what the editor opens saves back to the same normalised layout', () => {
    const original = readLayout({ version: 1, root: { props: { title: 'בית' } }, content: [heading('h1')] });
    if (!original.ok) throw new Error('fixture invalid');
    expect(toStoredLayout(toEditorData(original.layout, 'x'))).toEqual(original.layout);
  });
});
