import { describe, expect, it } from 'vitest';
import { fontsClass, fontsStorageKey, headBootstrap } from './font-cache';

/** Runs the inline script against a stand-in document and storage, as a browser would before first paint. */
function run(stored: string | null, storageThrows = false): string[] {
  const classes = new Set<string>();
  const document = { documentElement: { classList: { add: (c: string) => classes.add(c) } } };
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
  it('marks the page as scripted and turns the fonts on only when they were cached before', () => {
    expect(run('1')).toEqual(['js', fontsClass]);
    expect(run(null)).toEqual(['js']);
    expect(run('yes')).toEqual(['js']);
  });

  it('still marks the page as scripted when storage is blocked', () => {
    expect(run('1', true)).toEqual(['js']);
  });
});
