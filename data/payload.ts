import { getPayload, type Payload, type TypedUser } from 'payload';

/** Where the server's start leaves its Payload: a global, since the site's bundle has its own copy of this module. */
const startedPayload = Symbol.for('arig.payload');
type WithStarted = { [startedPayload]?: Payload };

/**
 * The server's start (server/main.ts) hands over the Payload it started, so the site's bundle never
 * loads and builds its own copy of the config (about 0.2 s and 18 MB of every server process).
 */
export function provideStartedPayload(instance: Payload): void {
  (globalThis as WithStarted)[startedPayload] = instance;
}

/**
 * One Payload per process; the site reads through the Local API. Without a started one (Astro's dev
 * server, scripts, tests) it is started from the config, which Payload then caches.
 */
export async function payload(): Promise<Payload> {
  const started = (globalThis as WithStarted)[startedPayload];
  if (started) return started;
  const { default: config } = await import('../cms/payload.config');
  return getPayload({ config });
}

/**
 * Every read made for a visitor runs with access checks on and no user: exactly what an
 * anonymous visitor may see (published documents only).
 */
export const asVisitor = { overrideAccess: false, draft: false } as const;

/** A signed-in editor previewing drafts (site/lib/preview.ts), or undefined: a visitor. */
export type Previewer = TypedUser | undefined;

/**
 * A previewer reads the latest drafts with their own access (never memoised: site/lib/preview.ts keeps
 * such pages out of every cache); a visitor reads as `asVisitor`.
 */
export const readAs = (previewer: Previewer) =>
  previewer ? ({ overrideAccess: false, draft: true, user: previewer } as const) : asVisitor;
