/**
 * Astro writes each bundled script of a page as `<script type="module" src="/_astro/…">`: the site's
 * runtime and, on a page with builder islands, their loader. A module script runs only once the document
 * is parsed, yet Chrome fetches it at high priority, beside the page's largest image, and Lighthouse's
 * simulation takes a high-priority script to hold the first paint (docs/paint-first.md). Nothing a first
 * paint shows needs either: at low priority the browser fetches them after what the visitor sees, and
 * they still run where they ran, before `DOMContentLoaded`.
 */
const astroModuleScript = /<script type="module" src="\/_astro\//g;

export const lowPriorityScripts = (html: string): string =>
  html.replace(astroModuleScript, '<script type="module" fetchpriority="low" src="/_astro/');

/** The same response with its document's scripts at low priority; anything but an HTML body as it came. */
export async function withLowPriorityScripts(response: Response): Promise<Response> {
  if (!response.body || !/^text\/html/.test(response.headers.get('Content-Type') ?? '')) return response;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  const html = lowPriorityScripts(await response.text());
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
