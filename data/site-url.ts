import { env } from '../config/env';

/** The public origin used for canonical links, OpenGraph and sitemaps (never taken from the Host header). */
export function siteUrl(): string {
  return env().SITE_URL;
}
