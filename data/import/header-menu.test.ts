import { describe, expect, it } from 'vitest';
import type { Layout } from '../../builder/layout';
import { withSiteMenu } from './header-menu';

const nav = (id: string, menu_location = 'main') => ({ type: 'nav-menu', props: { id, menu_location } });
const layout = (content: unknown[]) => ({ version: 1, root: { props: {} }, content }) as unknown as Layout;

describe("an imported header's menu", () => {
  it('becomes the site menu, once, wherever it sits in the layout', () => {
    const { layout: out, swapped } = withSiteMenu(
      layout([
        {
          type: 'container',
          props: { id: 'row', items: [{ type: 'site-logo', props: { id: 'logo' } }, nav('m1'), nav('m2')] },
        },
      ]),
    );
    expect(swapped).toBe(true);
    expect(out.content).toEqual([
      {
        type: 'container',
        props: {
          id: 'row',
          items: [{ type: 'site-logo', props: { id: 'logo' } }, { type: 'site-menu', props: { id: 'm1' } }, nav('m2')],
        },
      },
    ]);
  });

  it('leaves a header without the main menu as it is', () => {
    const input = layout([nav('f', 'footer')]);
    expect(withSiteMenu(input)).toEqual({ layout: input, swapped: false });
  });
});
