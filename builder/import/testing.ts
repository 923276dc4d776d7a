import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { validateLayout } from '../layout';
import type { LayoutNode } from '../props';
import { elementorToLayout } from './elementor-to-layout';
import type { ElementorResolver } from './elementor-types';

/** For tests: the real WordPress export of ../shared/fixtures/wordpress (see its README). */
const fixtureExport = new URL('../../../shared/fixtures/wordpress/site-export.xml', import.meta.url);

/**
 * A post's `_elementor_data` from the fixture export, parsed: its `<wp:postmeta>` value is a JSON string in
 * CDATA. A regex on purpose: the WXR parser is built elsewhere, and this test must not depend on it.
 */
export function fixtureElementorData(postId: number): unknown {
  const xml = readFileSync(fixtureExport, 'utf8');
  const item = xml.split('<item>').find((chunk) => chunk.includes(`<wp:post_id>${postId}</wp:post_id>`));
  const json = item?.match(
    /<wp:meta_key><!\[CDATA\[_elementor_data\]\]><\/wp:meta_key>\s*<wp:meta_value><!\[CDATA\[([\s\S]*?)\]\]><\/wp:meta_value>/,
  )?.[1];
  if (json === undefined) throw new Error(`no _elementor_data for post ${postId}`);
  return JSON.parse(json);
}

export interface RecordingResolver extends ElementorResolver {
  calls: { media: { wpId?: number; url?: string }[]; popup: number[]; category: number[]; link: string[] };
}

/**
 * A resolver as the importer would give: media by attachment id (its id as arig's), the old host removed
 * from links, popup 92 imported as 7, category 2 as `articles`, forms only when a test gives them; every
 * call recorded.
 */
export function testResolver(overrides: Partial<ElementorResolver> = {}): RecordingResolver {
  const calls: RecordingResolver['calls'] = { media: [], popup: [], category: [], link: [] };
  return {
    calls,
    media: (ref) => {
      calls.media.push(ref);
      return overrides.media ? overrides.media(ref) : (ref.wpId ?? null);
    },
    link: (href) => {
      calls.link.push(href);
      return overrides.link ? overrides.link(href) : href.replace(/^http:\/\/127\.0\.0\.1:8080/, '');
    },
    popup: (wpId) => {
      calls.popup.push(wpId);
      return overrides.popup ? overrides.popup(wpId) : wpId === 92 ? 7 : null;
    },
    category: (wpId) => {
      calls.category.push(wpId);
      return overrides.category ? overrides.category(wpId) : wpId === 2 ? 'articles' : null;
    },
    form: (elementorId) => overrides.form?.(elementorId) ?? null,
    kitColour: (id) => overrides.kitColour?.(id) ?? null,
    siteColours: () => overrides.siteColours?.() ?? null,
    kitTypography: (id) => overrides.kitTypography?.(id) ?? null,
  };
}

/** One Elementor widget in a section and column, as `_elementor_data` holds it. */
export function widgetPage(widgetType: string, settings: unknown, id = 'w1'): unknown[] {
  return [
    {
      id: 's1',
      elType: 'section',
      settings: {},
      elements: [
        {
          id: 'c1',
          elType: 'column',
          settings: { _column_size: 100 },
          elements: [{ id, elType: 'widget', widgetType, settings, elements: [] }],
        },
      ],
    },
  ];
}

/** The nodes inside the one column of a `widgetPage` layout. */
export function columnItems(content: LayoutNode[]): LayoutNode[] {
  const columns = content[0]?.props.columns as LayoutNode[] | undefined;
  return (columns?.[0]?.props.items as LayoutNode[] | undefined) ?? [];
}

/** Every node of a layout, depth first, with its depth (top level = 1). */
export function allNodes(nodes: readonly LayoutNode[], depth = 1): { node: LayoutNode; depth: number }[] {
  return nodes.flatMap((node) => [
    { node, depth },
    ...Object.values(node.props)
      .filter(
        (v): v is LayoutNode[] =>
          Array.isArray(v) && v.every((c) => typeof c === 'object' && c !== null && 'type' in c && 'props' in c),
      )
      .flatMap((children) => allNodes(children, depth + 1)),
  ]);
}

/** One widget mapped on its own page: the nodes it became, and the report. */
export function map(widgetType: string, settings: unknown, resolver: Partial<ElementorResolver> = {}) {
  const { layout, report } = elementorToLayout(widgetPage(widgetType, settings), 'עמוד', testResolver(resolver));
  const result = validateLayout(layout);
  expect(result.ok ? [] : result.errors).toEqual([]);
  const nodes = columnItems(layout.content);
  return { nodes, node: nodes[0]!, props: nodes[0]!.props, report, issues: report.issues.join('\n') };
}

/** The types of a container's items, in order. */
export const childTypes = (node: LayoutNode) => (node.props.items as LayoutNode[]).map((n) => n.type);
