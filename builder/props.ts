import type { Field } from '@puckeditor/core';
import { z } from 'zod';
import { colourRefPattern } from '../engines/colour/custom-colours';
import { isCleanSafeUrl } from '../engines/safe-url';
import { sanitizeHtml } from '../engines/sanitize-html';

/**
 * One definition per widget prop: the server-side zod check, the default, and the Puck editor field
 * (Hebrew label), so the validation and the editor cannot drift apart. Only `import type` from Puck:
 * this module is on the site's render path.
 */
export interface PropDef<T> {
  schema: z.ZodType<T>;
  default: T;
  field: Field;
  /** Set on slot props: which widget types may (not) be dropped in (validated on save too). */
  slot?: SlotRule;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPropDef = PropDef<any>;
export type PropValue<D> = D extends PropDef<infer T> ? T : never;
export type PropsOf<P extends Record<string, AnyPropDef>> = { [K in keyof P]: PropValue<P[K]> };

export interface SlotRule {
  allow?: readonly string[];
  disallow?: readonly string[];
}

/** A child node inside a slot, as stored (Puck's ComponentData shape). */
export interface LayoutNode {
  type: string;
  props: { id: string } & Record<string, unknown>;
}

/** `^[A-Za-z_][\w-]*$`: anchors, element ids and CSS class names (spec §5 "Anchor links"). */
export const identifierPattern = /^[A-Za-z_][\w-]*$/;

/** A media document's id as layouts store it (a string, so imported ids keep their form). */
export const mediaIdPattern = /^[\w-]{1,64}$/;

/** Characters refused in plain-text fields: C0 controls (except tab/newline) and bidi overrides/isolates. */
// eslint-disable-next-line no-control-regex
const forbiddenTextChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

export const msg = {
  tooLong: (max: number) => `הטקסט ארוך מדי (עד ${max} תווים)`,
  tooShort: 'שדה חובה',
  badChars: 'הטקסט מכיל תווי בקרה או תווי כיווניות אסורים',
  badUrl: 'כתובת לא מורשית: מותרות רק כתובות http,‏ https,‏ mailto,‏ tel או נתיב יחסי',
  badId: 'מזהה לא תקין: אות לטינית או קו תחתון, ואחריהם אותיות, ספרות, מקף או קו תחתון',
  badClasses: 'שמות מחלקות CSS לא תקינים',
  badEnum: 'ערך שאינו ברשימת הערכים המותרים',
  badNumber: (min: number, max: number) => `מספר בין ${min} ל־${max}`,
  badEmail: 'כתובת דואר אלקטרוני לא תקינה',
  badMediaId: 'מזהה תמונה לא תקין',
  badColour: 'צבע לא תקין: סולמית ואחריה שש ספרות הקסדצימליות',
  badPhone: 'מספר טלפון לא תקין',
  tooMany: (max: number) => `יותר מדי פריטים (עד ${max})`,
};

const yesNo = [
  { label: 'כן', value: true },
  { label: 'לא', value: false },
];

export function plainTextSchema(max: number, min = 0) {
  let schema = z.string({ error: 'נדרש טקסט' }).max(max, msg.tooLong(max));
  if (min > 0) schema = schema.min(min, msg.tooShort);
  return schema.refine((v) => !forbiddenTextChars.test(v), msg.badChars);
}

export const p = {
  /** Plain text, rendered escaped by React. */
  text(
    label: string,
    opts: { max?: number; min?: number; default?: string; multiline?: boolean } = {},
  ): PropDef<string> {
    const max = opts.max ?? 200;
    return {
      schema: plainTextSchema(max, opts.min),
      default: opts.default ?? '',
      // Tagged as words a visitor reads, so the site search indexes them (ids and class names are not).
      field: { type: opts.multiline ? 'textarea' : 'text', label, metadata: { words: true } },
    };
  },

  /** Rich text: sanitised to the allowlist on save (the stored value is clean) and again on render. */
  html(label: string, opts: { max?: number; default?: string } = {}): PropDef<string> {
    const max = opts.max ?? 50_000;
    return {
      schema: z.string().max(max, msg.tooLong(max)).transform(sanitizeHtml),
      default: opts.default ?? '',
      field: { type: 'richtext', label },
    };
  },

  /** A URL (http/https/mailto/tel or relative) or, unless required, empty. */
  url(label: string, opts: { required?: boolean; default?: string } = {}): PropDef<string> {
    const checked = z.string().max(2048, msg.tooLong(2048)).refine(isCleanSafeUrl, msg.badUrl);
    return {
      schema: opts.required ? checked : z.union([z.literal(''), checked], { error: msg.badUrl }),
      default: opts.default ?? '',
      // Tagged so the studio can offer its link picker (a search of the site's pages) in place of a text box.
      field: { type: 'text', label, metadata: { link: true } },
    };
  },

  /**
   * A media-library image by id (empty unless required). The editor field is tagged `metadata.media`, so
   * the studio can show its picker in place of the text box (see `buildEditorConfig`); `kind: 'animation'`
   * (a Lottie JSON file) tags it `metadata.mediaKind` too, and the picker lists animations instead.
   */
  media(label: string, opts: { required?: boolean; kind?: 'image' | 'animation' } = {}): PropDef<string> {
    const id = z.string().regex(mediaIdPattern, msg.badMediaId);
    return {
      schema: opts.required ? id : z.union([z.literal(''), id], { error: msg.badMediaId }),
      default: '',
      field: {
        type: 'text',
        label,
        metadata: opts.kind === 'animation' ? { media: true, mediaKind: 'animation' } : { media: true },
      },
    };
  },

  /** A colour as `#RRGGBB` (inserted into a style only after this check). */
  color(label: string, def: string): PropDef<string> {
    return {
      schema: z.string().regex(/^#[0-9a-fA-F]{6}$/, msg.badColour),
      default: def,
      field: { type: 'text', label, metadata: { colour: true } },
    };
  },

  /** An allowlisted value; the editor shows the Hebrew labels. */
  select<const V extends string>(
    label: string,
    options: readonly (readonly [V, string])[],
    def: NoInfer<V>,
  ): PropDef<V> {
    const values = options.map(([value]) => value) as unknown as [V, ...V[]];
    return {
      schema: z.enum(values, { error: msg.badEnum }) as unknown as z.ZodType<V>,
      default: def,
      field: { type: 'select', label, options: options.map(([value, text]) => ({ value, label: text })) },
    };
  },

  /**
   * An allowlisted colour choice, or one of Site Settings' named colours by reference (`colour:<id>`,
   * global). The editor adds the named colours to the options (`metadata.namedColours`); whether the one
   * named still exists and reads is checked on save against Site Settings (builder/colour-refs.ts).
   */
  colourChoice<const V extends string>(
    label: string,
    options: readonly (readonly [V, string])[],
    def: NoInfer<V>,
    use: 'background' | 'text',
  ): PropDef<V | `colour:${string}`> {
    const values = options.map(([value]) => value) as unknown as [V, ...V[]];
    const ref = z.string().regex(colourRefPattern) as unknown as z.ZodType<`colour:${string}`>;
    return {
      schema: z.union([z.enum(values), ref], { error: msg.badEnum }) as unknown as z.ZodType<V | `colour:${string}`>,
      default: def,
      field: {
        type: 'select',
        label,
        options: options.map(([value, text]) => ({ value, label: text })),
        metadata: { namedColours: use },
      },
    };
  },

  number(
    label: string,
    opts: { min: number; max: number; default: number; step?: number; int?: boolean },
  ): PropDef<number> {
    let schema = z
      .number({ error: msg.badNumber(opts.min, opts.max) })
      .min(opts.min, msg.badNumber(opts.min, opts.max))
      .max(opts.max, msg.badNumber(opts.min, opts.max));
    if (opts.int !== false) schema = schema.int(msg.badNumber(opts.min, opts.max));
    return {
      schema,
      default: opts.default,
      field: { type: 'number', label, min: opts.min, max: opts.max, step: opts.step ?? 1 },
    };
  },

  bool(label: string, def = false): PropDef<boolean> {
    return { schema: z.boolean({ error: 'כן או לא' }), default: def, field: { type: 'radio', label, options: yesNo } };
  },

  /** An anchor / element id, or empty. */
  identifier(label: string): PropDef<string> {
    return {
      schema: z.union([z.literal(''), z.string().max(64, msg.tooLong(64)).regex(identifierPattern, msg.badId)], {
        error: msg.badId,
      }),
      default: '',
      field: { type: 'text', label },
    };
  },

  /** Space-separated CSS class names, each an identifier. */
  classes(label: string): PropDef<string> {
    return {
      schema: z
        .string()
        .max(200, msg.tooLong(200))
        .refine(
          (v) =>
            v.trim() === '' ||
            v
              .trim()
              .split(/\s+/)
              .every((c) => identifierPattern.test(c)),
          msg.badClasses,
        ),
      default: '',
      field: { type: 'text', label },
    };
  },

  /**
   * A list of allowlisted values (e.g. devices), unique. The editor offers every non-empty combination in
   * a select (Puck compares select values as JSON, so arrays work as option values).
   */
  multi<const V extends string>(label: string, options: readonly (readonly [V, string])[], def: V[]): PropDef<V[]> {
    const values = options.map(([value]) => value) as unknown as [V, ...V[]];
    const combos: { value: V[]; label: string }[] = [];
    for (let mask = (1 << options.length) - 1; mask > 0; mask--) {
      const picked = options.filter((_, i) => mask & (1 << i));
      combos.push({ value: picked.map(([v]) => v), label: picked.map(([, text]) => text).join(' + ') });
    }
    return {
      schema: z
        .array(z.enum(values, { error: msg.badEnum }))
        .max(values.length)
        .refine((list) => new Set(list).size === list.length, 'ערך כפול') as unknown as z.ZodType<V[]>,
      default: def,
      field: { type: 'select', label, options: combos },
    };
  },

  /** A repeated group of props (accordion items, icon-list rows…). */
  array<const I extends Record<string, AnyPropDef>>(
    label: string,
    item: I,
    opts: {
      min?: number;
      max: number;
      default: PropsOf<I>[];
      summary?: keyof I & string;
      /** An item whose summary prop is empty shows this and its number instead (e.g. "תמונה 3"). */
      untitled?: string;
    },
  ): PropDef<PropsOf<I>[]> {
    const itemSchema = z.strictObject(
      Object.fromEntries(Object.entries(item).map(([k, d]) => [k, withDefault(d)])) as Record<string, z.ZodType>,
    );
    let schema = z.array(itemSchema).max(opts.max, msg.tooMany(opts.max));
    if (opts.min) schema = schema.min(opts.min, msg.tooShort);
    const summary = opts.summary;
    const defaultItem = Object.fromEntries(Object.entries(item).map(([k, d]) => [k, d.default]));
    return {
      schema: schema as unknown as z.ZodType<PropsOf<I>[]>,
      default: opts.default,
      field: {
        type: 'array',
        label,
        max: opts.max,
        min: opts.min,
        arrayFields: Object.fromEntries(Object.entries(item).map(([k, d]) => [k, d.field])),
        defaultItemProps: defaultItem,
        ...(summary
          ? {
              getItemSummary: (row: Record<string, unknown>, index = 0) =>
                String(row[summary] ?? '') || (opts.untitled ? `${opts.untitled} ${index + 1}` : ''),
            }
          : {}),
      },
    };
  },

  /** Nested widgets (Puck slot). Children are validated one by one by the layout validator. */
  slot(label: string, opts: SlotRule & { max?: number } = {}): PropDef<LayoutNode[]> {
    const max = opts.max ?? 200;
    const rule: SlotRule = {
      ...(opts.allow ? { allow: opts.allow } : {}),
      // Imported columns belong in sections only.
      disallow: opts.allow ? [] : (opts.disallow ?? ['column']),
    };
    return {
      schema: z.array(z.unknown()).max(max, msg.tooMany(max)) as unknown as z.ZodType<LayoutNode[]>,
      default: [],
      field: {
        type: 'slot',
        label,
        ...(rule.allow ? { allow: [...rule.allow] } : {}),
        ...(rule.disallow?.length ? { disallow: [...rule.disallow] } : {}),
      },
      slot: rule,
    };
  },
};

/** A prop's schema with its default applied when the key is missing. */
export function withDefault(def: AnyPropDef): z.ZodType {
  return (def.schema as z.ZodType<unknown>).default(() => structuredClone(def.default) as never) as z.ZodType;
}
