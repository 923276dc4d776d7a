/**
 * The `lightbox` hash action (spec §2 "Built-in hash actions"; reference §4 and §6):
 * `#arig-action:action=lightbox&settings=<base64 JSON>`, and `#elementor-action:` for imported content,
 * plain or percent-encoded. The hash format itself is owned by `../url-actions`; this module decides which
 * lightbox settings are acceptable. Anything malformed or hostile gives null; nothing here throws.
 */
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

/** Media ids: a positive integer, or its decimal string as PHP-built hashes carry it. */
function mediaId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value)) {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

/** Elementor's slideshow ids group links on the page: a widget id, `all-{id}`, `single-img`. */
const isSlideshowId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);

const textLimits = { title: 300, description: 2000, alt: 300 } as const;

export interface LightboxSlide {
  url: string;
  title?: string;
  description?: string;
  alt?: string;
}

/**
 * A single image. `type` may be absent: Elementor widget hashes carry only `{id, url, slideshow}`. With
 * a `slideshow` id the lightbox opens that page group at `url` when the group exists (reference §6.3).
 */
export interface LightboxImage extends LightboxSlide {
  type: 'image';
  id?: number;
  slideshow?: string;
}

/** An explicit slideshow: the slides themselves and the one to start at. */
export interface LightboxSlideshow {
  type: 'slideshow';
  slides: LightboxSlide[];
  index: number;
  id?: string;
}

export type LightboxSettings = LightboxImage | LightboxSlideshow;
export type LightboxSettingsInput =
  | (Omit<LightboxImage, 'type' | 'id'> & { type?: 'image'; id?: number | string })
  | (Omit<LightboxSlideshow, 'index'> & { index?: number });

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The slide's known keys, checked; unknown keys are dropped, a bad known key refuses the whole slide. */
function readSlide(value: unknown): LightboxSlide | null {
  if (!isRecord(value) || !isLightboxUrl(value.url)) return null;
  const slide: LightboxSlide = { url: value.url };
  for (const key of ['title', 'description', 'alt'] as const) {
    const text = value[key];
    if (text === undefined) continue;
    if (typeof text !== 'string' || text.length > textLimits[key]) return null;
    slide[key] = text;
  }
  return slide;
}

function readSlideshow(value: Json): LightboxSlideshow | null {
  const { slides, index = 0, id } = value;
  if (!Array.isArray(slides) || slides.length === 0 || slides.length > maxSlides) return null;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= slides.length) return null;
  if (id !== undefined && !isSlideshowId(id)) return null;
  const read = slides.map(readSlide);
  if (read.some((slide) => slide === null)) return null;
  return { type: 'slideshow', slides: read as LightboxSlide[], index, ...(id === undefined ? {} : { id }) };
}

function readImage(value: Json): LightboxImage | null {
  if (value.type !== undefined && value.type !== 'image') return null;
  const slide = readSlide(value);
  if (!slide) return null;
  const image: LightboxImage = { type: 'image', ...slide };
  if (value.id !== undefined) {
    const id = mediaId(value.id);
    if (id === null) return null;
    image.id = id;
  }
  if (value.slideshow !== undefined) {
    if (!isSlideshowId(value.slideshow)) return null;
    image.slideshow = value.slideshow;
  }
  return image;
}

function hasReservedKey(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (depth > 8) return true;
  for (const key of Object.keys(value)) {
    if (reservedKeys.has(key)) return true;
    if (hasReservedKey((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * Validated lightbox settings (the `settings` of a `lightbox` action), or null. Hand-written rather than a
 * schema library: this runs in the browser's lightbox chunk, where a validator library would weigh more
 * than the lightbox itself.
 */
export function parseLightboxSettings(settings: unknown): LightboxSettings | null {
  if (!isRecord(settings) || hasReservedKey(settings)) return null;
  return settings.type === 'slideshow' ? readSlideshow(settings) : readImage(settings);
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
  return createActionHash('lightbox', { ...valid });
}
