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

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export type ActionHandler = (settings: Record<string, unknown>) => void;

/** Actions whose providers may load after the page (widgets): worth waiting for. */
export const deferredActions = [
  'popup:open',
  'popup:close',
  'off_canvas:open',
  'off_canvas:close',
  'off_canvas:toggle',
  'allyWidget:open',
];

/**
 * One dispatcher for every named action. An unknown name is ignored; a known one whose provider has
 * not registered yet is retried up to 30 times, 100 ms apart (spec §9), then dropped quietly.
 */
export function createActionRegistry(opts: { timers: Timers; retries?: number; interval?: number }) {
  const { timers, retries = 30, interval = 100 } = opts;
  const handlers = new Map<string, ActionHandler>();
  return {
    register(name: string, handler: ActionHandler): void {
      handlers.set(name, handler);
    },
    has: (name: string) => handlers.has(name),
    run(action: UrlAction): Promise<boolean> {
      return new Promise((resolve) => {
        let attempt = 0;
        const tryRun = () => {
          const handler = handlers.get(action.name);
          if (handler) {
            handler(action.settings);
            return resolve(true);
          }
          if (!deferredActions.includes(action.name) || attempt >= retries) return resolve(false);
          attempt += 1;
          timers.set(tryRun, interval);
        };
        tryRun();
      });
    },
  };
}

/** On-demand script chunks (spec §7): a load that takes over 120 s is abandoned quietly (null). */
export const chunkLoadTimeout = 120_000;

export function withTimeout<T>(promise: Promise<T>, timers: Timers, ms = chunkLoadTimeout): Promise<T | null> {
  return new Promise((resolve) => {
    const handle = timers.set(() => resolve(null), ms);
    promise.then(
      (value) => {
        timers.clear(handle);
        resolve(value);
      },
      () => {
        timers.clear(handle);
        resolve(null);
      },
    );
  });
}
