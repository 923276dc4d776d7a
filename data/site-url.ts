/** The public origin used for canonical links, OpenGraph and sitemaps (never taken from the Host header). */
export function siteUrl(): string {
  return process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`;
}
