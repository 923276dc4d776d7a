/** The web manifest's address (site/lib/app-icon-route.ts answers it). */
export const manifestPath = '/manifest.webmanifest';

/**
 * Links the web manifest once the page has painted (the runtime starts then). Only installing the site
 * needs it, but a linked manifest is fetched while the page loads, over a connection of its own (it is
 * fetched without credentials), beside the page's largest image (docs/paint-first.md). Without
 * JavaScript the head's `<noscript>` links it.
 */
export function linkManifest(): void {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: manifestPath }));
}
