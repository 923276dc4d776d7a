/**
 * The `lightbox` hash action (spec §2 "Built-in hash actions"; reference §4 and §6):
 * `#arig-action:action=lightbox&settings=<base64 JSON>`, and `#elementor-action:` for imported content,
 * plain or percent-encoded. The hash format itself is owned by `../url-actions`; this module decides which
 * lightbox settings are acceptable. Anything malformed or hostile gives null; nothing here throws.
 */
import { z } from 'zod';
import { createActionHash, parseActionHash } from '../url-actions';

const maxHashLength = 16 * 1024;
const maxUrlLength = 2048;
export const maxSlides = 100;

const reservedKeys = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * An image URL the lightbox may load: absolute http(s), or relative (resolved against the page). No other
 * scheme (`javascript:`, `data:`, `vbscript:`…), no backslash, whitespace or control characters.
 */
export function isLightboxUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > maxUrlLength) return false;
  if (/[\\\s\p{C}]/u.test(value)) return false;
  try {
    const url = new URL(value, 'https://page.invalid/');
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const url = z.string().refine(isLightboxUrl);
const text = (max: number) => z.string().max(max).optional();
/** Media ids: a positive integer, or its decimal string as PHP-built hashes carry it. */
const mediaId = z
  .union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9]\d{0,15}$/)])
  .transform(Number)
  .refine(Number.isSafeInteger);
/** Elementor's slideshow ids group links on the page: a widget id, `all-{id}`, `single-img`. */
const slideshowId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

const slideSchema = z.object({
  url,
  title: text(300),
  description: text(2000),
  alt: text(300),
});

/**
 * A single image. `type` may be absent: Elementor widget hashes carry only `{id, url, slideshow}`. With
 * a `slideshow` id the lightbox opens that page group at `url` when the group exists (reference §6.3).
 */
const imageSchema = z.object({
  type: z.literal('image').optional(),
  url,
  id: mediaId.optional(),
  slideshow: slideshowId.optional(),
  title: text(300),
  description: text(2000),
  alt: text(300),
});

/** An explicit slideshow: the slides themselves and the one to start at. */
const slideshowSchema = z
  .object({
    type: z.literal('slideshow'),
    slides: z.array(slideSchema).min(1).max(maxSlides),
    index: z.number().int().min(0).default(0),
    id: slideshowId.optional(),
  })
  .refine((s) => s.index < s.slides.length);

export const lightboxSettingsSchema = z.union([slideshowSchema, imageSchema]);

export type LightboxSlide = z.output<typeof slideSchema>;
export type LightboxImage = z.output<typeof imageSchema> & { type: 'image' };
export type LightboxSlideshow = z.output<typeof slideshowSchema>;
export type LightboxSettings = LightboxImage | LightboxSlideshow;
export type LightboxSettingsInput = z.input<typeof lightboxSettingsSchema>;

function hasReservedKey(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (depth > 8) return true;
  for (const key of Object.keys(value)) {
    if (reservedKeys.has(key)) return true;
    if (hasReservedKey((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Validated lightbox settings (the `settings` of a `lightbox` action), or null. */
export function parseLightboxSettings(settings: unknown): LightboxSettings | null {
  if (settings === null || typeof settings !== 'object' || Array.isArray(settings)) return null;
  if (hasReservedKey(settings)) return null;
  const parsed = lightboxSettingsSchema.safeParse(settings);
  if (!parsed.success) return null;
  const value = parsed.data;
  if (value.type === 'slideshow') {
    return dropUndefined({ ...value, slides: value.slides.map((slide) => dropUndefined(slide)) });
  }
  return dropUndefined({ ...value, type: 'image' as const });
}

/** The lightbox a link's href or a location hash asks for, or null when it asks for none or is malformed. */
export function parseLightboxHash(hrefOrHash: unknown): LightboxSettings | null {
  if (typeof hrefOrHash !== 'string' || hrefOrHash.length > maxHashLength) return null;
  try {
    const action = parseActionHash(hrefOrHash);
    if (!action || action.name !== 'lightbox') return null;
    return parseLightboxSettings(action.settings);
  } catch {
    return null;
  }
}

/**
 * The hash for a lightbox link (editor and tests): `#arig-action:action=lightbox&settings=…`, UTF-8 safe.
 * Throws a TypeError for settings the parser would refuse, so a bad link is never written.
 */
export function createLightboxHash(settings: LightboxSettingsInput): string {
  const valid = parseLightboxSettings(settings);
  if (!valid) throw new TypeError('Invalid lightbox settings');
  return createActionHash('lightbox', valid);
}
