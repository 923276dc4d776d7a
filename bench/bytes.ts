import { gzipSync } from 'node:zlib';

export interface RouteBytes {
  route: string;
  html: number;
  css: number;
  js: number;
  scripts: number;
}

const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;

/** Gzip bytes of a route's HTML, CSS (inline and linked) and JavaScript (inline and loaded) that a first visit downloads. */
export async function routeBytes(base: string, route: string): Promise<RouteBytes> {
  const html = await (await fetch(new URL(route, base))).text();
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('');
  const cssLinks = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const scriptSrcs = [
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
  ];
  const inlineJs = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .join('');
  const fetchAll = (urls: string[]) =>
    Promise.all([...new Set(urls)].map(async (u) => Buffer.from(await (await fetch(new URL(u, base))).arrayBuffer())));
  const [css, js] = await Promise.all([fetchAll(cssLinks), fetchAll(scriptSrcs)]);
  // Imports inside the loaded modules are chunks too.
  const nested: string[] = [];
  for (const chunk of js)
    for (const m of chunk.toString().matchAll(/(?:import|from)\s*["'](\/_astro\/[^"']+\.js)["']/g)) nested.push(m[1]!);
  const nestedJs = await fetchAll(nested.filter((n) => !scriptSrcs.includes(n)));
  return {
    route,
    html: gz(html),
    css: gz(inlineCss) + css.reduce((n, b) => n + gz(b), 0),
    js: (inlineJs ? gz(inlineJs) : 0) + [...js, ...nestedJs].reduce((n, b) => n + gz(b), 0),
    scripts: scriptSrcs.length + nestedJs.length + (inlineJs ? 1 : 0),
  };
}
