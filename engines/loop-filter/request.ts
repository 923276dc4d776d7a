/**
 * The body of `POST /wp-json/arig/v1/refresh-loop` (spec §3 "Loop-filter request", "Widget filter state";
 * §7; security bar §1.2 test 3 and §4.6). Validation only: whether the post is public, whether the widget
 * is in its published layout and whether an edit-mode caller is an editor with a valid nonce are the
 * endpoint's checks, made after this one.
 */
import { z } from 'zod';
import { fromRequestTerms, isTaxonomy, isWidgetId, normaliseLogicalJoin, reservedKeys, type FilterJoin } from './codec';

/** The header carrying an editor's nonce on edit-mode calls (cms/access/edit-nonce.ts makes and checks it). */
export const editNonceHeader = 'x-arig-nonce';

/** Bodies above this many bytes get 413 before they are parsed. */
export const maxRefreshBodyBytes = 64 * 1024;

/** A body still arriving after this long is dropped (408): a slow upload cannot hold a handler. */
export const refreshReadDeadlineMs = 10_000;

export const refreshLimits = { filters: 20, terms: 50, urlLength: 2048, modelDepth: 64, modelKeys: 5000 };

export const refreshMessages = {
  notObject: 'גוף הבקשה חייב להיות אובייקט JSON.',
  badJson: 'גוף הבקשה אינו JSON תקין.',
  tooLarge: 'גוף הבקשה גדול מדי.',
  slowBody: 'גוף הבקשה לא הגיע בזמן.',
  unknownKey: 'הבקשה מכילה שדה שאינו מוכר.',
  reservedKey: 'הבקשה מכילה מפתח אסור (__proto__, constructor או prototype).',
  missing: (field: string) => `חסר שדה חובה: ${field}.`,
  post_id: 'מזהה העמוד (post_id) חייב להיות מספר שלם, 0 או יותר (0: ארכיון קטגוריה).',
  widget_id: 'מזהה הרכיב (widget_id) אינו תקין.',
  widget_filters:
    'המסננים (widget_filters) חייבים להיות אובייקט שכל ערך בו מכיל filterType ו-filterData עם טקסונומיה ומונחים תקינים.',
  pagination_base_url:
    'כתובת הבסיס לעימוד (pagination_base_url) חייבת להיות נתיב באתר עצמו: מתחילה ב-/ יחיד, בלי סכמה, בלי \\ ובלי תווי בקרה.',
  widget_model: 'מודל הרכיב (widget_model) חייב להיות אובייקט.',
  is_edit_mode: 'הערך is_edit_mode חייב להיות true או false.',
  editModeWithoutModel: 'במצב עריכה (is_edit_mode) חובה לשלוח גם את widget_model.',
} as const;

/**
 * A same-origin path: one leading `/` (not `//`), no backslash, no whitespace, no control or format
 * characters (browsers drop tabs and newlines, so `/\t/evil` would become `//evil`), and it must resolve
 * on the page's own origin.
 */
export function isSameOriginPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > refreshLimits.urlLength) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (/[\\\s\p{C}]/u.test(value)) return false;
  try {
    return new URL(value, 'https://origin.invalid').origin === 'https://origin.invalid';
  } catch {
    return false;
  }
}

const filterKey = z.string().refine(isWidgetId);

const filterSchema = z.strictObject({
  filterType: z.literal('taxonomy'),
  filterData: z.strictObject({
    selectedTaxonomy: z.string().refine(isTaxonomy),
    terms: z
      .array(z.string().max(201))
      .max(refreshLimits.terms)
      .refine((terms) => fromRequestTerms(terms) !== null),
    logicalJoin: z.string().max(32).optional().transform(normaliseLogicalJoin),
  }),
});

const widgetFiltersSchema = z
  .record(filterKey, filterSchema)
  .refine((filters) => Object.keys(filters).length <= refreshLimits.filters);

const plainObject = z.custom<Record<string, unknown>>(
  (value) =>
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype,
);

export const refreshLoopBodySchema = z.strictObject({
  // 0 names a category archive (archives have no document; the endpoint reads the category from the path).
  post_id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  widget_id: z.string().refine(isWidgetId),
  widget_filters: widgetFiltersSchema,
  pagination_base_url: z.string().refine(isSameOriginPath),
  widget_model: plainObject.optional(),
  is_edit_mode: z.boolean().optional(),
});

export interface RefreshLoopFilter {
  filterType: 'taxonomy';
  filterData: { selectedTaxonomy: string; terms: string[]; logicalJoin: FilterJoin };
}

export interface RefreshLoopBody {
  post_id: number;
  widget_id: string;
  widget_filters: Record<string, RefreshLoopFilter>;
  pagination_base_url: string;
  widget_model?: Record<string, unknown>;
  is_edit_mode?: boolean;
}

export type RefreshLoopParse =
  | {
      ok: true;
      value: RefreshLoopBody;
      /**
       * The caller claims edit mode (is_edit_mode true, or a widget_model sent at all): the endpoint must
       * then require an editor's session and a nonce bound to it (401/403), and answer `private, no-store`.
       */
      editMode: boolean;
    }
  | { ok: false; status: 400 | 413; message: string };

/**
 * Walks a parsed JSON value without recursion: false when it nests deeper than `maxDepth`, holds more than
 * `maxKeys` keys in all, or uses a reserved key anywhere.
 */
export function isSafeJsonTree(value: unknown, maxDepth: number, maxKeys: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  let keys = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    if (depth > maxDepth) return false;
    const entries = Array.isArray(node) ? node : Object.keys(node);
    keys += entries.length;
    if (keys > maxKeys) return false;
    if (Array.isArray(node)) {
      for (const item of node) stack.push([item, depth + 1]);
      continue;
    }
    for (const key of Object.keys(node)) {
      if (reservedKeys.has(key)) return false;
      stack.push([(node as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return true;
}

type Field = keyof typeof refreshLoopBodySchema.shape;
const fields = Object.keys(refreshLoopBodySchema.shape) as Field[];
const requiredFields: Field[] = ['post_id', 'widget_id', 'widget_filters', 'pagination_base_url'];

const fail = (message: string): RefreshLoopParse => ({ ok: false, status: 400, message });

/**
 * Validates an already-parsed JSON body. Never throws; a failure carries a Hebrew message naming the first
 * offending field, never echoing the input.
 */
export function parseRefreshLoopBody(json: unknown): RefreshLoopParse {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return fail(refreshMessages.notObject);
  if (!isSafeJsonTree(json, refreshLimits.modelDepth, refreshLimits.modelKeys)) {
    return fail(refreshMessages.reservedKey);
  }
  const body = json as Record<string, unknown>;
  if (Object.keys(body).some((key) => !(fields as string[]).includes(key))) return fail(refreshMessages.unknownKey);
  for (const field of requiredFields) {
    if (body[field] === undefined) return fail(refreshMessages.missing(field));
  }
  const parsed = refreshLoopBodySchema.safeParse(body);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    return fail(
      typeof field === 'string' && field in refreshMessages
        ? refreshMessages[field as Field]
        : refreshMessages.unknownKey,
    );
  }
  const value = parsed.data as RefreshLoopBody;
  if (value.is_edit_mode === true && value.widget_model === undefined) {
    return fail(refreshMessages.editModeWithoutModel);
  }
  return { ok: true, value, editMode: value.is_edit_mode === true || value.widget_model !== undefined };
}

/** Size check (413), JSON parse (400), then parseRefreshLoopBody; for a raw body string or its bytes. */
export function parseRefreshLoopText(raw: string | Uint8Array): RefreshLoopParse {
  const tooLarge: RefreshLoopParse = { ok: false, status: 413, message: refreshMessages.tooLarge };
  let text: string;
  if (typeof raw === 'string') {
    // Every UTF-16 unit is at least one UTF-8 byte, so a long string is too large before encoding it.
    if (raw.length > maxRefreshBodyBytes || new TextEncoder().encode(raw).length > maxRefreshBodyBytes) {
      return tooLarge;
    }
    text = raw;
  } else {
    if (raw.byteLength > maxRefreshBodyBytes) return tooLarge;
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(raw);
    } catch {
      return fail(refreshMessages.badJson);
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(refreshMessages.badJson);
  }
  return parseRefreshLoopBody(json);
}
