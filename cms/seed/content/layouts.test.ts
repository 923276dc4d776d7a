import { describe, expect, it } from 'vitest';
import { readLayout } from '../../../builder/layout';
import { walkLayout } from '../../../builder/render-layout';
import { widgetList } from '../../../builder/registry';
import { builderLayouts } from './layouts';
import { seedPopups } from './popups';

const layouts = builderLayouts(() => 7, 3);

describe('seeded builder layouts', () => {
  it.each(Object.entries(layouts))('%s validates against the widget registry', (_, layout) => {
    const result = readLayout(layout);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('use every widget between them (popups included), and each page has exactly one h1', () => {
    const used = new Set<string>();
    for (const popup of seedPopups) walkLayout(popup.layout.content as never, (node) => used.add(node.type));
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
