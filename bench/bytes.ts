import { gzipSync } from 'node:zlib';

export interface RouteBytes {
  route: string;
  /** gzip -9 bytes of the HTML document. */
  html: number;
  /** gzip -9 bytes of linked stylesheets plus inline <style>. */
  css: number;
  /** gzip -9 bytes of script files (src, modulepreload, their static imports) plus inline scripts. */
  js: number;
  /** How many script files and inline scripts that is. */
  scripts: number;
  /** The files counted, for the raw results. */
  files: { url: string; kind: 'css' | 'js'; gzip: number }[];
}

const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;

/** Attributes of every `<tag …>` in an HTML string (quoted, single-quoted or bare values). */
function tags(html: string, tag: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs: Record<string, string> = {};
    for (const a of (m[1] ?? '').matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[a[1]!.toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    out.push(attrs);
  }
  return out;
}

const relTokens = (attrs: Record<string, string>) => (attrs.rel ?? '').toLowerCase().split(/\s+/);

async function fetchBytes(url: string): Promise<Buffer> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${res.status} for ${url}`);
  return Buffer.from(await res.arrayBuffer());
}

/** Static imports of an ES module (`import … from "x"`, `import "x"`, `export … from "x"`), not dynamic `import()`. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.m?js)["']/g)].map((m) => m[1]!);
}

/**
 * Gzip bytes of what a first visit to a route downloads besides images and fonts: the HTML, its CSS
 * (linked and inline) and its JavaScript (script src, modulepreload, the scripts the page's loader imports
 * after its paint, the chunks those import statically, and inline scripts other than JSON). Code loaded only
 * on interaction (dynamic import) is not counted.
 */
export async function routeBytes(base: string, route: string): Promise<RouteBytes> {
  const pageUrl = new URL(route, base).toString();
  const html = (await fetchBytes(pageUrl)).toString('utf8');

  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? '').join('');
  const links = tags(html, 'link');
  const cssUrls = links
    .filter((l) => relTokens(l).includes('stylesheet') && l.href)
    .map((l) => new URL(l.href!, pageUrl).toString());
  const jsUrls = [
    ...tags(html, 'script')
      .filter((s) => s.src)
      .map((s) => new URL(s.src!, pageUrl).toString()),
    ...links
      .filter((l) => relTokens(l).includes('modulepreload') && l.href)
      .map((l) => new URL(l.href!, pageUrl).toString()),
  ];
  const inlineJs = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\bsrc\s*=/i.test(m[1] ?? '') && !/type\s*=\s*["']?application\/(ld\+)?json/i.test(m[1] ?? ''))
    .map((m) => m[2] ?? '')
    .filter((code) => code.trim() !== '');

  const files: RouteBytes['files'] = [];
  for (const url of new Set(cssUrls)) files.push({ url, kind: 'css', gzip: gz(await fetchBytes(url)) });

  // The site's own scripts are imported by an inline loader once the page has painted
  // (site/lib/after-paint-scripts.ts): every visit downloads them, so they count as linked ones do.
  const imported = inlineJs.flatMap((code) =>
    [...code.matchAll(/"(\/_astro\/[\w.-]+\.js)"/g)].map((m) => new URL(m[1]!, pageUrl).toString()),
  );

  // Walk the static import graph from every script the page names.
  const seen = new Set<string>();
  const queue = [...jsUrls, ...imported];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await fetchBytes(url);
    files.push({ url, kind: 'js', gzip: gz(code) });
    for (const spec of staticImports(code.toString('utf8'))) {
      if (spec.startsWith('/') || spec.startsWith('./') || spec.startsWith('../'))
        queue.push(new URL(spec, url).toString());
    }
  }

  const sum = (kind: 'css' | 'js') => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.gzip, 0);
  return {
    route,
    html: gz(html),
    css: sum('css') + (inlineCss ? gz(inlineCss) : 0),
    js: sum('js') + inlineJs.reduce((n, code) => n + gz(code), 0),
    scripts: seen.size + inlineJs.length,
    files,
  };
}
