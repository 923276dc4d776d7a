import type { Data } from '@puckeditor/core';
import { LAYOUT_VERSION, migrateLayout, readLayout } from './layout';

/**
 * The two conversions the studio's Puck editor needs: a stored layout (or none) → the `data` Puck opens
 * with, and Puck's `Data` → the JSON the CMS validates and stores. Pure, no React: unit-tested.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNode = (value: unknown): value is { type: string; props: Record<string, unknown> } =>
  isRecord(value) && typeof value.type === 'string' && isRecord(value.props);

/** The layout a page without one opens with: its title and no elements. */
export function emptyEditorData(title: string): Data {
  return { root: { props: { title } }, content: [] };
}

/**
 * What the editor opens: the stored layout migrated and normalised; if it no longer validates (a layout
 * saved before a rule tightened), the migrated layout as it is, so the editor can see and fix it (the
 * preview checks every element with its schema, and saving validates again); otherwise an empty layout.
 * An empty root title takes the page's title.
 */
export function toEditorData(stored: unknown, pageTitle: string): Data {
  if (stored === null || stored === undefined) return emptyEditorData(pageTitle);
  const read = readLayout(stored);
  let layout: Record<string, unknown> | null = read.ok ? (read.layout as unknown as Record<string, unknown>) : null;
  if (!layout) {
    const migrated = migrateLayout(stored);
    layout = migrated.ok ? migrated.layout : null;
  }
  if (!layout || !Array.isArray(layout.content)) return emptyEditorData(pageTitle);
  const rootProps = isRecord(layout.root) && isRecord(layout.root.props) ? layout.root.props : {};
  const title = typeof rootProps.title === 'string' && rootProps.title !== '' ? rootProps.title : pageTitle;
  return {
    root: { props: { ...rootProps, title } },
    content: layout.content as Data['content'],
  };
}

/**
 * A node as the layout stores it: only `type` and `props` (Puck's editor-only keys such as `readOnly`
 * are dropped), with slot children (arrays of nodes inside props) converted the same way.
 */
function toStoredNode(node: unknown): unknown {
  if (!isNode(node)) return node;
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node.props)) {
    props[key] = Array.isArray(value) && value.length > 0 && value.every(isNode) ? value.map(toStoredNode) : value;
  }
  return { type: node.type, props };
}

/**
 * The JSON the builder sends to the CMS: the current layout version, root props, content. Puck's legacy
 * `zones` go along only when not empty, so the server refuses them with its message rather than the
 * editor silently dropping content.
 */
export function toStoredLayout(data: Partial<Data>): Record<string, unknown> {
  const root = isRecord(data.root) && isRecord(data.root.props) ? data.root.props : {};
  const zones = isRecord(data.zones) && Object.keys(data.zones).length > 0 ? { zones: data.zones } : {};
  return {
    version: LAYOUT_VERSION,
    root: { props: { ...root } },
    content: Array.isArray(data.content) ? data.content.map(toStoredNode) : [],
    ...zones,
  };
}
