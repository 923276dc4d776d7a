import { describe, expect, it } from 'vitest';
import { afterPaintLoader, afterPaintScripts, withAfterPaintScripts } from './after-paint-scripts';

const islands = '/_astro/BuilderContent.astro_astro_type_script_index_0_lang.a1.js';
const runtime = '/_astro/Base.astro_astro_type_script_index_0_lang.b2.js';
const page = [
  '<html><head><script>document.documentElement.classList.add("js")</script></head><body>',
  `<main><p>תוכן</p><script type="module" src="${islands}"></script></main>`,
  `<footer></footer><script type="module" src="${runtime}"></script>`,
  '</body></html>',
].join('');

describe('afterPaintScripts', () => {
  it("takes Astro's module scripts out of the page and imports them, in their order, from one script at the end of the body", () => {
    const out = afterPaintScripts(page);
    expect(out).not.toContain('type="module"');
    expect(out).toContain('<head><script>document.documentElement.classList.add("js")</script></head>');
    expect(out).toContain('<main><p>תוכן</p></main><footer></footer>');
    expect(out.endsWith(`<script>${afterPaintLoader([islands, runtime])}</script></body></html>`)).toBe(true);
  });

  it('leaves a page without them, and scripts that are not the site bundle, as they came', () => {
    const other =
      '<body><script type="module" src="https://cdn.example/x.js"></script><script type="application/ld+json">{}</script></body>';
    expect(afterPaintScripts(other)).toBe(other);
  });
});

describe('afterPaintLoader', () => {
  /** Runs the loader against a fake page: its paint observer, its load event and its frames. */
  function run(sources: string[], { paints = true } = {}) {
    const imported: string[] = [];
    const listeners: Record<string, () => void> = {};
    let observer: ((list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) | null =
      null;
    const frames: (() => void)[] = [];
    class FakeObserver {
      constructor(callback: typeof observer) {
        if (!paints) throw new TypeError('no paint entries');
        observer = callback;
      }
      observe() {}
    }
    // An intersection observer answers an element it is given with the next frame's rendering.
    class FakeIntersectionObserver {
      constructor(private callback: () => void) {}
      observe() {
        frames.push(() => this.callback());
      }
      unobserve() {}
    }
    const body = afterPaintLoader(sources).replace(/\bimport\(/g, 'load_(');
    new Function('PerformanceObserver', 'IntersectionObserver', 'document', 'addEventListener', 'load_', body)(
      FakeObserver,
      FakeIntersectionObserver,
      { body: {} },
      (type: string, fn: () => void) => (listeners[type] = fn),
      (url: string) => imported.push(url),
    );
    const paint = (name: string) =>
      observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect() {} });
    const frame = () => frames.splice(0).forEach((fn) => fn());
    return { imported, paint, frame, load: () => listeners.load?.() };
  }

  it('imports each script once, two frames after the first contentful paint, and not again at load', () => {
    const page = run([islands, runtime]);
    page.paint('first-paint');
    page.frame();
    page.frame();
    expect(page.imported).toEqual([]);
    page.paint('first-contentful-paint');
    page.frame();
    expect(page.imported).toEqual([]);
    page.frame();
    expect(page.imported).toEqual([islands, runtime]);
    page.load();
    page.frame();
    page.frame();
    expect(page.imported).toEqual([islands, runtime]);
  });

  it('imports them at load where the page loads before it paints, or reports no paints', () => {
    for (const page of [run([runtime]), run([runtime], { paints: false })]) {
      page.load();
      page.frame();
      page.frame();
      expect(page.imported).toEqual([runtime]);
    }
  });
});

describe('withAfterPaintScripts', () => {
  it('rewrites an HTML response, keeping its status and headers but not a length that no longer holds', async () => {
    const response = new Response(page, {
      status: 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(page.length), 'X-Kept': 'yes' },
    });
    const out = await withAfterPaintScripts(response);
    expect(out.status).toBe(404);
    expect(out.headers.get('X-Kept')).toBe('yes');
    expect(out.headers.has('Content-Length')).toBe(false);
    expect(await out.text()).toBe(afterPaintScripts(page));
  });

  it('passes anything else through as it came', async () => {
    const json = new Response('{"a":1}', { headers: { 'Content-Type': 'application/json' } });
    expect(await withAfterPaintScripts(json)).toBe(json);
    const redirect = new Response(null, { status: 301, headers: { Location: '/x/', 'Content-Type': 'text/html' } });
    expect(await withAfterPaintScripts(redirect)).toBe(redirect);
  });
});
