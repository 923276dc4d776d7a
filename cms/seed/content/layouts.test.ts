import { describe, expect, it } from 'vitest';
import { readLayout } from '../../../builder/layout';
import { walkLayout } from '../../../builder/render-layout';
import { widgetList } from '../../../builder/registry';
import { builderLayouts } from './layouts';

const layouts = builderLayouts(() => 7);

describe('seeded builder layouts', () => {
  it.each(Object.entries(layouts))('%s validates against the widget registry', (_, layout) => {
    const result = readLayout(layout);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('use every widget between them, and each page has exactly one h1', () => {
    const used = new Set<string>();
    for (const layout of Object.values(layouts)) {
      let h1 = 0;
      walkLayout(layout.content as never, (node) => {
        used.add(node.type);
        if (node.type === 'heading' && node.props.tag === 'h1') h1++;
      });
      expect(h1).toBe(1);
    }
    expect([...used].sort()).toEqual(widgetList.map((w) => w.type).sort());
  });
});
