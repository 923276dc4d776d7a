import config from '../cms/payload.config';
import { getPayload, type Payload } from 'payload';

/** One Payload per process (Payload caches it); the site reads through the Local API. */
export function payload(): Promise<Payload> {
  return getPayload({ config });
}

/**
 * Every read made for a visitor runs with access checks on and no user: exactly what an
 * anonymous visitor may see (published documents only).
 */
export const asVisitor = { overrideAccess: false, draft: false } as const;
