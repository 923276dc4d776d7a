/**
 * Named URL actions (spec §2, reference §6): `#arig-action:action=<name>&settings=<base64 JSON>`, and the
 * `#elementor-action:` form that imported content carries, also percent-encoded as a whole.
 */
export interface UrlAction {
  name: string;
  settings: Record<string, unknown>;
}

const prefixes = ['arig-action:', 'elementor-action:'];
const namePattern = /^[A-Za-z][\w:-]{0,63}$/;
const maxSettingsLength = 8192;

function decodeBase64Json(value: string): Record<string, unknown> | null {
  if (value.length > maxSettingsLength) return null;
  try {
    const binary = atob(value);
    const text = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The action a link's href or a location hash names, or null when it names none or is malformed. */
export function parseActionHash(hrefOrHash: string): UrlAction | null {
  const at = hrefOrHash.indexOf('#') >= 0 ? hrefOrHash.indexOf('#') : hrefOrHash.indexOf('%23');
  if (at < 0) return null;
  let body: string;
  try {
    body = decodeURIComponent(hrefOrHash.slice(at + (hrefOrHash[at] === '#' ? 1 : 3)));
  } catch {
    return null;
  }
  const prefix = prefixes.find((p) => body.startsWith(p));
  if (!prefix) return null;
  const params = body.slice(prefix.length);
  const name = /(?:^|&)action=([^&]+)/.exec(params)?.[1];
  if (!name || !namePattern.test(name)) return null;
  const rawSettings = /(?:^|&)settings=(.+)$/.exec(params)?.[1];
  const settings = rawSettings === undefined ? {} : decodeBase64Json(rawSettings);
  return settings ? { name, settings } : null;
}

/** Builds the hash a link carries, the inverse of parseActionHash (UTF-8 safe). */
export function createActionHash(name: string, settings: Record<string, unknown> = {}): string {
  const bytes = new TextEncoder().encode(JSON.stringify(settings));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `#arig-action:action=${name}&settings=${base64}`;
}
