import { z } from 'zod';
import { plainTextSchema, type LayoutNode, type SlotRule } from './props';
import { schemaRegistry } from './schemas';

/**
 * The stored page layout: Puck's `Data` shape (content + root, children inline in slot props) plus a
 * version. `zones` (Puck's legacy DropZone store) is accepted only empty: arig uses slot fields.
 *
 *   { "version": 1,
 *     "root": { "props": { "title": "…" } },
 *     "content": [ { "type": "heading", "props": { "id": "heading-1", "text": "…", … } },
 *                  { "type": "container", "props": { "id": "container-1", "items": [ …nodes… ], … } } ] }
 */
export const LAYOUT_VERSION = 1;
export const MAX_DEPTH = 12;
export const MAX_NODES = 2000;
export const MAX_TOP_LEVEL = 200;
/** Serialised size cap (2 MB): bounds the work a single save can ask for. */
export const MAX_LAYOUT_CHARS = 2_000_000;

export interface Layout {
  version: typeof LAYOUT_VERSION;
  root: { props: { title: string } };
  content: LayoutNode[];
  zones?: Record<string, never>;
}

export interface LayoutError {
  /** Dotted path into the submitted JSON, e.g. "content.2.props.items.0.props.link". */
  path: string;
  /** Hebrew, shown to the editor as text. */
  message: string;
}

export type LayoutResult = { ok: true; layout: Layout } | { ok: false; errors: LayoutError[] };

const heLocale = z.locales.he().localeError;
/** Columns only inside sections. */
const topLevelRule: SlotRule = { disallow: ['column'] };

const rootSchema = z
  .strictObject({
    props: z.strictObject({ title: plainTextSchema(200).default('') }).default({ title: '' }),
  })
  .default({ props: { title: '' } });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Shows a user-supplied value inside a message without letting it grow the message. */
const quote = (value: unknown) => JSON.stringify(String(value).slice(0, 40));

/**
 * Validates a layout on save (and on read): strict per-widget schemas from the registry, slot allowlists,
 * unknown widget types, depth and size limits, duplicate node and anchor ids. On success the layout comes
 * back normalised: defaults filled in, rich text sanitised. Run migrateLayout first for stored data.
 */
export function validateLayout(input: unknown): LayoutResult {
  const errors: LayoutError[] = [];
  const add = (path: string, message: string) => {
    if (errors.length >= 100 || errors.some((e) => e.path === path && e.message === message)) return;
    errors.push({ path, message });
  };

  if (!isRecord(input)) return { ok: false, errors: [{ path: '', message: 'הפריסה חייבת להיות אובייקט' }] };
  let size = Infinity;
  try {
    size = JSON.stringify(input).length;
  } catch {
    // cyclic or otherwise unserialisable input: refused below as oversize
  }
  if (size > MAX_LAYOUT_CHARS) {
    return {
      ok: false,
      errors: [{ path: '', message: `הפריסה גדולה מדי (עד ${MAX_LAYOUT_CHARS.toLocaleString('he-IL')} תווים)` }],
    };
  }
  for (const key of Object.keys(input)) {
    if (!['version', 'content', 'root', 'zones'].includes(key)) add(key, `שדה לא מוכר בפריסה: ${quote(key)}`);
  }
  if (input.version !== LAYOUT_VERSION) {
    add('version', `גרסת פריסה לא נתמכת: ${quote(input.version)} (נדרשת ${LAYOUT_VERSION})`);
  }
  if (input.zones !== undefined && !(isRecord(input.zones) && Object.keys(input.zones).length === 0)) {
    add('zones', 'אזורי DropZone אינם נתמכים: רכיבים מקוננים נשמרים בשדות slot');
  }
  const root = rootSchema.safeParse(input.root, { error: heLocale });
  if (!root.success) {
    for (const issue of root.error.issues) add(['root', ...issue.path].join('.'), issue.message);
  }
  if (!Array.isArray(input.content)) {
    add('content', 'content חייב להיות רשימת רכיבים');
    return { ok: false, errors };
  }
  if (input.content.length > MAX_TOP_LEVEL) add('content', `יותר מדי רכיבים ברמה העליונה (עד ${MAX_TOP_LEVEL})`);

  let count = 0;
  const nodeIds = new Set<string>();
  const anchors = new Set<string>();

  const visit = (node: unknown, path: string, depth: number, rule: SlotRule): LayoutNode | null => {
    count++;
    if (count > MAX_NODES) {
      if (count === MAX_NODES + 1) add(path, `יותר מדי רכיבים בעמוד (עד ${MAX_NODES})`);
      return null;
    }
    if (depth > MAX_DEPTH) {
      add(path, `קינון עמוק מדי (עד ${MAX_DEPTH} רמות)`);
      return null;
    }
    if (!isRecord(node) || typeof node.type !== 'string' || !isRecord(node.props)) {
      add(path, 'רכיב חייב לכלול type ו־props');
      return null;
    }
    for (const key of Object.keys(node)) {
      if (key !== 'type' && key !== 'props') add(`${path}.${key}`, `שדה לא מוכר ברכיב: ${quote(key)}`);
    }
    const entry = Object.hasOwn(schemaRegistry, node.type) ? schemaRegistry[node.type] : undefined;
    if (!entry) {
      add(`${path}.type`, `סוג רכיב לא מוכר: ${quote(node.type)}`);
      return null;
    }
    if ((rule.allow && !rule.allow.includes(node.type)) || rule.disallow?.includes(node.type)) {
      add(`${path}.type`, `הרכיב ${quote(entry.label)} אינו מותר במיקום הזה`);
      return null;
    }
    const parsed = entry.schema.safeParse(node.props, { error: heLocale });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add([path, 'props', ...issue.path].join('.'), issue.message);
      return null;
    }
    const props = parsed.data as LayoutNode['props'];
    if (nodeIds.has(props.id)) add(`${path}.props.id`, `מזהה רכיב כפול: ${quote(props.id)}`);
    nodeIds.add(props.id);
    const anchor = typeof props.anchor_id === 'string' ? props.anchor_id : '';
    if (anchor) {
      if (anchors.has(anchor)) add(`${path}.props.anchor_id`, `מזהה עוגן כפול: ${quote(anchor)}`);
      anchors.add(anchor);
    }
    for (const [slotName, slot] of Object.entries(entry.slots)) {
      const children = props[slotName] as unknown[];
      props[slotName] = children
        .map((child, i) => visit(child, `${path}.props.${slotName}.${i}`, depth + 1, slot))
        .filter((child): child is LayoutNode => child !== null);
    }
    return { type: node.type, props };
  };

  const content = input.content.map((node, i) => visit(node, `content.${i}`, 1, topLevelRule));
  if (errors.length > 0 || !root.success) return { ok: false, errors };
  return {
    ok: true,
    layout: {
      version: LAYOUT_VERSION,
      root: root.data,
      content: content as LayoutNode[],
    },
  };
}

/** One step per old version: migrations[n] turns a version-n layout into version n+1. */
export type Migration = (layout: Record<string, unknown>) => Record<string, unknown>;

/** Walks every node of a (possibly old) layout, including slot children, with a props transform. */
export function mapNodes(
  content: unknown,
  transform: (props: Record<string, unknown>, type: string) => Record<string, unknown>,
): unknown {
  if (!Array.isArray(content)) return content;
  return content.map((node) => {
    if (!isRecord(node) || !isRecord(node.props) || typeof node.type !== 'string') return node;
    const props = transform({ ...node.props }, node.type);
    for (const [key, value] of Object.entries(props)) {
      if (Array.isArray(value) && value.every((v) => isRecord(v) && typeof v.type === 'string' && isRecord(v.props))) {
        props[key] = mapNodes(value, transform);
      }
    }
    return { ...node, props };
  });
}

export const migrations: Record<number, Migration> = {
  /**
   * v0 → v1: v0 is Puck's bare `Data` (no version) as first saved, where imported elements could still
   * carry Elementor's `_animation` key. v1 adds the version and names the setting `animation`.
   */
  0: (layout) => ({
    ...layout,
    version: 1,
    content: mapNodes(layout.content, (props) => {
      if ('_animation' in props) {
        if (props.animation === undefined) props.animation = props._animation;
        delete props._animation;
      }
      return props;
    }),
  }),
};

export type MigrationResult =
  { ok: true; layout: Record<string, unknown>; from: number } | { ok: false; errors: LayoutError[] };

/** Moves a stored layout forward to LAYOUT_VERSION, one step at a time. A layout without a version is v0. */
export function migrateLayout(
  input: unknown,
  steps: Record<number, Migration> = migrations,
  target: number = LAYOUT_VERSION,
): MigrationResult {
  if (!isRecord(input)) return { ok: false, errors: [{ path: '', message: 'הפריסה חייבת להיות אובייקט' }] };
  const from = input.version === undefined ? 0 : input.version;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 0 || from > target) {
    return { ok: false, errors: [{ path: 'version', message: `גרסת פריסה לא נתמכת: ${quote(from)}` }] };
  }
  let layout: Record<string, unknown> = structuredClone(input);
  for (let version = from; version < target; version++) {
    const step = steps[version];
    if (!step) {
      return { ok: false, errors: [{ path: 'version', message: `חסרה הסבה מגרסה ${version}` }] };
    }
    layout = step(layout);
    layout.version = version + 1;
  }
  return { ok: true, layout, from };
}

/** Migrate then validate: what the site runs on a stored layout and the CMS runs on save. */
export function readLayout(input: unknown): LayoutResult {
  const migrated = migrateLayout(input);
  return migrated.ok ? validateLayout(migrated.layout) : migrated;
}
