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

type Listener = (event: { type: string; target: unknown }) => void;

describe('afterPaintLoader', () => {
  /** Runs the loader against a fake page: its paint observer, its events, its frames and its imports. */
  function run(
    sources: string[],
    { paints = true, arrive }: { paints?: boolean; arrive?: (done: () => void) => void } = {},
  ) {
    const imported: string[] = [];
    const listeners = new Map<string, Set<Listener>>();
    const dispatched: string[] = [];
    const frames: (() => void)[] = [];
    const win: { arigActions?: object; arigPress?: unknown } = {};
    let observer: ((list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) | null =
      null;
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
    new Function(
      'PerformanceObserver',
      'IntersectionObserver',
      'document',
      'addEventListener',
      'dispatchEvent',
      'Event',
      'window',
      'load_',
      body,
    )(
      FakeObserver,
      FakeIntersectionObserver,
      { body: {} },
      (type: string, fn: Listener) => listeners.set(type, (listeners.get(type) ?? new Set()).add(fn)),
      (event: { type: string }) => dispatched.push(event.type),
      class {
        constructor(public type: string) {}
      },
      win,
      (url: string) => {
        imported.push(url);
        return arrive ? new Promise<void>((resolve) => arrive(resolve)) : Promise.resolve();
      },
    );
    const paint = (name: string) =>
      observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect() {} });
    const frame = async () => {
      frames.splice(0).forEach((fn) => fn());
      await new Promise((resolve) => setImmediate(resolve));
    };
    const fire = (type: string, target: unknown = {}) => listeners.get(type)?.forEach((fn) => fn({ type, target }));
    return { imported, dispatched, paint, frame, fire, win, load: () => fire('load') };
  }

  /** A button the visitor presses, and the presses the loader gives it again. */
  const button = ({ inIsland = false } = {}) => {
    const pressed = { count: 0 };
    const element = { click: () => pressed.count++, closest: (selector: string) => (inIsland ? { selector } : null) };
    return { pressed, target: { closest: (selector: string) => (selector === 'button' ? element : null) } };
  };

  it('imports each script once, two frames after the first contentful paint, and not again at load', async () => {
    const page = run([islands, runtime]);
    page.paint('first-paint');
    await page.frame();
    await page.frame();
    expect(page.imported).toEqual([]);
    page.paint('first-contentful-paint');
    await page.frame();
    expect(page.imported).toEqual([]);
    await page.frame();
    expect(page.imported).toEqual([islands, runtime]);
    page.load();
    await page.frame();
    await page.frame();
    expect(page.imported).toEqual([islands, runtime]);
  });

  it('imports them at load where the page loads before it paints, or reports no paints', async () => {
    for (const page of [run([runtime]), run([runtime], { paints: false })]) {
      page.load();
      await page.frame();
      await page.frame();
      expect(page.imported).toEqual([runtime]);
    }
  });

  it('presses again, once the scripts have run, the buttons pressed before the runtime started, but not in an island', async () => {
    const loads: (() => void)[] = [];
    const page = run([islands, runtime], { arrive: (done) => loads.push(done) });
    const toggle = button();
    const share = button({ inIsland: true });
    const launcher = button();
    page.fire('click', toggle.target);
    page.fire('click', share.target);
    page.fire('click', { closest: () => null });
    page.paint('first-contentful-paint');
    await page.frame();
    await page.frame();
    expect(page.imported).toEqual([islands, runtime]);
    // The runtime has started (its mark) while the islands' loader is still on its way: this press is its alone.
    page.win.arigActions = {};
    page.fire('click', launcher.target);
    loads.forEach((done) => done());
    await page.frame();
    expect([toggle.pressed.count, share.pressed.count, launcher.pressed.count]).toEqual([1, 0, 0]);
  });

  it('keeps the last button pressed, before the runtime started or after, for the code that starts later', () => {
    const page = run([runtime]);
    const toggle = button();
    page.fire('click', toggle.target);
    expect(page.win.arigPress).toBe(toggle.target.closest('button'));
    page.win.arigActions = {};
    const launcher = button({ inIsland: true });
    page.fire('click', launcher.target);
    expect(page.win.arigPress).toBe(launcher.target.closest('button'));
    page.fire('click', { closest: () => null });
    expect(page.win.arigPress, 'a press on no button leaves it').toBe(launcher.target.closest('button'));
  });

  it('tells the runtime of engagement before it came, as a scroll; nothing when the visitor did nothing', async () => {
    const idle = run([runtime]);
    idle.paint('first-contentful-paint');
    await idle.frame();
    await idle.frame();
    expect(idle.dispatched).toEqual([]);
    for (const type of ['scroll', 'pointerdown', 'keydown']) {
      const page = run([runtime]);
      page.fire(type);
      page.paint('first-contentful-paint');
      await page.frame();
      expect(page.dispatched, type).toEqual([]);
      await page.frame();
      expect(page.dispatched, type).toEqual(['scroll']);
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
