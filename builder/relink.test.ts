import { describe, expect, it } from 'vitest';
import { validateLayout, type Layout } from './layout';
import { relinkLayout } from './relink';

function layoutOf(content: unknown[]): Layout {
  const result = validateLayout({ version: 1, root: { props: {} }, content });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.layout;
}

const renamed = (href: string) => (href === '/old/' ? '/new/' : href);

describe('relinkLayout', () => {
  it('passes every link prop through the function: widgets, list rows and nested slots', () => {
    const layout = layoutOf([
      { type: 'button', props: { id: 'b1', text: 'אודות', link: '/old/' } },
      {
        type: 'container',
        props: {
          id: 'c1',
          items: [
            { type: 'heading', props: { id: 'h1', text: 'כותרת', link: '/old/' } },
            {
              type: 'icon-list',
              props: {
                id: 'l1',
                items: [
                  { text: 'ראשון', icon: 'check', link: '/old/' },
                  { text: 'שני', icon: 'check', link: '/other/' },
                ],
              },
            },
          ],
        },
      },
    ]);
    const next = relinkLayout(layout, renamed);
    const json = JSON.stringify(next);
    expect(json).not.toContain('"/old/"');
    expect(json.match(/"\/new\/"/g)).toHaveLength(3);
    expect(json).toContain('"/other/"');
    // The stored layout is not touched.
    expect(JSON.stringify(layout).match(/"\/old\/"/g)).toHaveLength(3);
  });

  it('changes link props only, not text that happens to hold the same address', () => {
    const layout = layoutOf([{ type: 'heading', props: { id: 'h1', text: '/old/', link: '' } }]);
    expect(relinkLayout(layout, renamed)).toBe(layout);
  });

  it('keeps the identity of what did not change', () => {
    const layout = layoutOf([
      { type: 'button', props: { id: 'b1', text: 'א', link: '/old/' } },
      { type: 'button', props: { id: 'b2', text: 'ב', link: '/same/' } },
    ]);
    const next = relinkLayout(layout, renamed);
    expect(next).not.toBe(layout);
    expect(next.content[1]).toBe(layout.content[1]);
    expect(relinkLayout(layout, (href) => href)).toBe(layout);
  });
});
