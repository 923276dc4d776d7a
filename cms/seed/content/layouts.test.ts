import { describe, expect, it } from 'vitest';
import { readLayout } from '../../../builder/layout';
import { walkLayout } from '../../../builder/render-layout';
import { widgetList } from '../../../builder/registry';
import { listingArchiveLayout } from '../../../data/archive-layout';
import { builderLayouts } from './layouts';
import { seedPopups } from './popups';
import { seedThemeTemplates } from './theme-templates';
import { hiddenCategories } from '../../../builder/categories';
import { clientLogos } from './clients';

const layouts = builderLayouts(() => 7, 3);

describe('seeded builder layouts', () => {
  it.each(Object.entries(layouts))('%s validates against the widget registry', (_, layout) => {
    const result = readLayout(layout);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it.each(seedThemeTemplates.map((t) => [t.title, t.layout] as const))(
    'the template %s validates against the widget registry',
    (_, layout) => {
      const result = readLayout(layout);
      expect(result.ok ? [] : result.errors).toEqual([]);
    },
  );

  it('use every widget between them (popups, the archives and the theme template included), and each page has exactly one h1', () => {
    const used = new Set<string>();
    for (const popup of seedPopups) walkLayout(popup.layout.content as never, (node) => used.add(node.type));
    for (const template of seedThemeTemplates)
      walkLayout(template.layout.content as never, (node) => used.add(node.type));
    // Tag, author and date archives are laid out in code, around the one widget made for them.
    walkLayout(listingArchiveLayout().content, (node) => used.add(node.type));
    for (const layout of Object.values(layouts)) {
      let h1 = 0;
      walkLayout(layout.content as never, (node) => {
        used.add(node.type);
        if (node.type === 'heading' && node.props.tag === 'h1') h1++;
        // A slides widget's h1 option makes its first slide's heading the page's h1.
        if (node.type === 'slides' && node.props.heading_tag === 'h1') h1++;
      });
      expect(h1).toBe(1);
    }
    // The importer's placeholder (a widget arig could not bring over from Elementor) is never placed by hand.
    const placeable = widgetList.filter((w) => !hiddenCategories.includes(w.editor.category));
    expect([...used].sort()).toEqual(placeable.map((w) => w.type).sort());
  });

  it.each(Object.entries(layouts))('%s has no heading left without content under it, and none twice', (_, layout) => {
    const headings: string[] = [];
    const dangling: string[] = [];
    walkLayout(layout.content as never, (node) => {
      const props = node.props as Record<string, unknown>;
      if (node.type === 'heading' && props.tag !== 'p') headings.push(String(props.text));
      const items = props.items;
      const last = Array.isArray(items) ? (items.at(-1) as { type?: string; props?: { text?: string } }) : undefined;
      if (last?.type === 'heading') dangling.push(String(last.props?.text));
    });
    expect(dangling).toEqual([]);
    expect(headings.filter((h, i) => headings.indexOf(h) !== i)).toEqual([]);
  });

  it('the home page shows its clients’ logos after the figures: one row on a desktop, each named in its alt', () => {
    const ids = new Map(clientLogos.map((logo, i) => [logo.key, 100 + i]));
    const home = builderLayouts((key) => ids.get(key) ?? 7).home!;
    const sections = home.content.map((node) => JSON.stringify(node));
    const figures = sections.findIndex((s) => s.includes('"counter"'));
    const strip = home.content[figures + 1]!;
    expect(JSON.stringify(strip)).toContain('לקוחות שעבדו איתנו');
    const grid = (strip.props.items as { type: string; props: Record<string, unknown> }[]).find(
      (n) => n.props.layout === 'grid',
    )!;
    expect(grid.props).toMatchObject({ columns: '6', columns_tablet: '3', columns_mobile: '2' });
    const images = grid.props.items as { type: string; props: Record<string, unknown> }[];
    expect(images.map((n) => [n.type, n.props.media_id, n.props.alt, n.props.priority])).toEqual(
      clientLogos.map((logo, i) => ['image', String(100 + i), logo.alt, false]),
    );
    expect(images.every((n) => n.props.sizes === 'thumbnail' && n.props.alt !== '')).toBe(true);
    // The figures are not repeated.
    expect(sections.filter((s) => s.includes('"counter"'))).toHaveLength(1);
  });

  it('the home page leaves the logos out when the seed has none', () => {
    const home = builderLayouts((key) => (key.startsWith('client-') ? null : 7)).home!;
    expect(JSON.stringify(home)).not.toContain('לקוחות שעבדו איתנו');
  });
});
