import { describe, expect, it } from 'vitest';
import { classesFor, parsePrefs, storageKey } from '../../engines/a11y-prefs';
import { a11yBootstrap } from './a11y-bootstrap';

const modesHref = '/_astro/a11y-modes.test.css';

/** Runs the inline bootstrap against a stored value: the classes it put on <html>, the sheets it linked. */
function runBootstrap(stored: string | null): { classes: string[]; linked: Record<string, string>[] } {
  const classes = new Set<string>();
  const linked: Record<string, string>[] = [];
  const localStorage = { getItem: (k: string) => (k === storageKey ? stored : null) };
  const document = {
    documentElement: { classList: { add: (c: string) => classes.add(c) } },
    createElement: (tag: string) => {
      const attributes: Record<string, string> = { tag };
      return Object.assign(attributes, { setAttribute: (name: string, value: string) => (attributes[name] = value) });
    },
    head: {
      appendChild: (el: Record<string, unknown>) =>
        linked.push(Object.fromEntries(Object.entries(el).filter(([, v]) => typeof v === 'string')) as never),
    },
  };
  new Function('localStorage', 'document', a11yBootstrap(modesHref))(localStorage, document);
  return { classes: [...classes].sort(), linked };
}

describe('preference bootstrap before first paint', () => {
  it('applies exactly what the preference engine would', () => {
    for (const stored of [
      '{"grayscale":true,"bigger-text":2}',
      '{"contrast":3,"highlight-links":true,"focus-outline":true,"reading-mask":true}',
      '{"bigger-text":7,"contrast":0,"evil":true}',
      '{"bigger-text":1.5,"text-align":"yes"}',
      'broken',
      null,
    ]) {
      expect([stored, runBootstrap(stored).classes]).toEqual([stored, classesFor(parsePrefs(stored)).sort()]);
    }
  });

  it("links the tools' sheet, holding the first paint, only when a preference applies", () => {
    expect(runBootstrap('{"contrast":2}').linked).toEqual([
      { tag: 'link', rel: 'stylesheet', href: modesHref, blocking: 'render' },
    ]);
    for (const stored of [null, '{}', '{"bigger-text":7,"evil":true}', 'broken']) {
      expect([stored, runBootstrap(stored).linked]).toEqual([stored, []]);
    }
  });

  it('stays within the 1 KB budget', () => {
    expect(a11yBootstrap(modesHref).length).toBeLessThan(1024);
  });
});
