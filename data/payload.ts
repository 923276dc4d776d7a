import config from '../cms/payload.config';
import { getPayload, type Payload, type TypedUser } from 'payload';

/** One Payload per process (Payload caches it); the site reads through the Local API. */
export function payload(): Promise<Payload> {
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
