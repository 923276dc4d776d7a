/**
 * Astro writes each bundled script of a page as `<script type="module" src="/_astro/…">`: the site's
 * runtime and, on a page with builder islands, their loader. Nothing either of the page's paints shows
 * needs them (every behaviour they add enhances markup that already works), yet fetched while the page
 * is parsed they share the phone's connection with its largest image, and Lighthouse's simulation counts
 * them before the largest paint at any priority (docs/paint-first.md). So the page names them in one
 * small inline script that imports them once the page has painted its content.
 *
 * What a visitor does before the runtime starts is not lost: the loader keeps presses on buttons and
 * engagement for it (below), an action link's hash is run by the runtime on its start
 * (site-runtime/url-actions.ts), and a form posts as it does without JavaScript.
 */
const astroModuleScript = /<script type="module" src="(\/_astro\/[\w.-]+\.js)"><\/script>/g;

/**
 * Imports the scripts once the first contentful paint is on screen: its entry reaches the page when the
 * frame is drawn, 10–40 ms before it is shown (measured in Lighthouse's traces), so the import waits two
 * frames more. Or from `load` where the browser reports no paints. Frames are counted by an intersection
 * observer's first answers, which come with each frame's rendering: not by timers or animation frames,
 * which journeys that pause the page's clock (Playwright's `clock`) would hold back with them. A tab opened
 * in the background draws no frames, so its scripts wait until it is shown.
 *
 * Until they have run it keeps what the visitor did that the runtime answers: a press on a button (a menu
 * toggle, the chat's or the accessibility launcher) made before the runtime started (`window.arigActions`
 * is its mark), pressed again once both scripts have run, and whether they engaged (scrolled, pressed,
 * typed), told to the runtime's `whenEngaged` as a scroll. Not a press inside an island: the islands'
 * loader answers those itself, and pressing them again made a share button copy twice. The last button
 * pressed stays in `window.arigPress`, for the code that starts after load (the chat's) to answer a press
 * that came before it, which the runtime's start would otherwise have left unanswered. Written small,
 * as every page carries it (the listing's document is within bytes of the first TCP window): its listeners
 * stay, since the press recorder keeps nothing once the runtime has started and engagement is told once.
 */
export const afterPaintLoader = (sources: string[]): string =>
  `(()=>{let s=${JSON.stringify(sources)},q=[],e=0,d=0,E=["scroll","pointerdown","keydown"],m=()=>e=1,k=v=>{let t=v.target.closest?.("button");t&&(window.arigPress=t,!window.arigActions&&!t.closest("[data-island]")&&q.push(t))},g=()=>{if(d++)return;let b=document.body,n=0,o=new IntersectionObserver(()=>{o.unobserve(b);n++?Promise.all(s.map(u=>import(u))).then(()=>{q.map(t=>t.click());e&&dispatchEvent(new Event("scroll"))}):o.observe(b)});o.observe(b)};E.map(t=>addEventListener(t,m,!0));addEventListener("click",k,!0);try{new PerformanceObserver((l,o)=>{l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),g())}).observe({type:"paint",buffered:!0})}catch{g()}addEventListener("load",g)})()`;

/** The page with its module scripts imported after its first paint by one inline script before `</body>`. */
export function afterPaintScripts(html: string): string {
  const sources: string[] = [];
  const out = html.replace(astroModuleScript, (_, src: string) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  const loader = `<script>${afterPaintLoader(sources)}</script>`;
  const end = out.lastIndexOf('</body>');
  return end < 0 ? out + loader : `${out.slice(0, end)}${loader}${out.slice(end)}`;
}

/** The same response with its scripts imported after the first paint; anything but an HTML body as it came. */
export async function withAfterPaintScripts(response: Response): Promise<Response> {
  if (!response.body || !/^text\/html/.test(response.headers.get('Content-Type') ?? '')) return response;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  const html = afterPaintScripts(await response.text());
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
