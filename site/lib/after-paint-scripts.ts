/**
 * Astro writes each bundled script of a page as `<script type="module" src="/_astro/…">`: the site's
 * runtime and, on a page with builder islands, their loader. A module script runs only once the document
 * is parsed, yet the browser fetches it as soon as the parser meets it, at high priority, beside the
 * page's largest image, and Lighthouse's simulation counts it before the first and the largest paint
 * (docs/paint-first.md). Nothing either paint shows needs them: every behaviour they add enhances markup
 * that already works. So each is held in a template and put into the page, at low priority, once the
 * page has painted its content.
 */
const astroModuleScript = /<script type="module" src="(\/_astro\/[^"<>]+)"><\/script>/g;

/** Marks the templates the bootstrap releases. */
export const heldScriptsAttribute = 'data-after-paint';

/**
 * Puts the held scripts into the page once it has painted its content, or once it has loaded where the
 * browser reports no paints (a tab opened in the background paints only when shown). A copy of a
 * template's script runs when it is put in; the template's own never does. Events only, no timers:
 * journeys that pause the page's clock would hold a timer too.
 */
export const releaseBootstrap = `(function(){var d=document,done=false,go=function(){if(done)return;done=true;d.querySelectorAll('template[${heldScriptsAttribute}]').forEach(function(t){t.replaceWith(d.importNode(t.content,true))})};try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})}catch(e){go()}addEventListener('load',go,{once:true})})()`;

/** The page with its module scripts held until its first paint, and the bootstrap that releases them. */
export function afterPaintScripts(html: string): string {
  let held = 0;
  const out = html.replace(astroModuleScript, (_, src: string) => {
    held++;
    return `<template ${heldScriptsAttribute}><script type="module" fetchpriority="low" src="${src}"></script></template>`;
  });
  if (held === 0) return html;
  const end = out.lastIndexOf('</body>');
  const bootstrap = `<script>${releaseBootstrap}</script>`;
  return end < 0 ? out + bootstrap : `${out.slice(0, end)}${bootstrap}${out.slice(end)}`;
}

/** The same response with its scripts held until the first paint; anything but an HTML body as it came. */
export async function withAfterPaintScripts(response: Response): Promise<Response> {
  if (!response.body || !/^text\/html/.test(response.headers.get('Content-Type') ?? '')) return response;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  const html = afterPaintScripts(await response.text());
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
