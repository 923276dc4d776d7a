import { describe, expect, it } from 'vitest';
import { fontsAttribute, fontsClass, fontsStorageKey, headBootstrap } from './font-cache';

const urls = ['/_astro/heebo-hebrew-400.x.woff2', '/_astro/heebo-latin-400.y.woff2'];
const listed = urls.join(' ');
let preloads: Record<string, string>[] = [];

/** Runs the inline script against a stand-in document and storage, as a browser would before first paint. */
function run(stored: string | null, { storageThrows = false, pageFonts = listed as string | null } = {}): string[] {
  const classes = new Set<string>();
  preloads = [];
  const document = {
    documentElement: {
      classList: { add: (c: string) => classes.add(c) },
      getAttribute: (name: string) => (name === fontsAttribute ? pageFonts : null),
    },
    createElement: () => ({}),
    head: { appendChild: (link: Record<string, string>) => preloads.push({ ...link }) },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('blocked');
      return key === fontsStorageKey ? stored : null;
    },
  };
  new Function('document', 'localStorage', headBootstrap)(document, localStorage);
  return [...classes];
}

describe('the head bootstrap', () => {
  it("marks the page as scripted and turns the fonts on only when this page's fonts were cached before", () => {
    expect(run(listed)).toEqual(['js', fontsClass]);
    expect(run(null)).toEqual(['js']);
    expect(preloads).toEqual([]);
    expect(run('1')).toEqual(['js']);
  });

  it('keeps the system font when the site changed its fonts since they were cached', () => {
    expect(run('/_astro/heebo-hebrew-400.x.woff2', { pageFonts: listed })).toEqual(['js']);
    expect(run(listed, { pageFonts: '/_astro/rubik-hebrew-400.z.woff2' })).toEqual(['js']);
    expect(run('', { pageFonts: '' })).toEqual(['js']);
    expect(preloads).toEqual([]);
  });

  it('preloads the cached fonts, so the first paint may wait the moment they take from the cache', () => {
    run(listed);
    expect(preloads).toEqual(
      urls.map((href) => ({ rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: '', href })),
    );
  });

  it('still marks the page as scripted when storage is blocked', () => {
    expect(run(listed, { storageThrows: true })).toEqual(['js']);
  });
});
