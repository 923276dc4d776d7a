import { describe, expect, it } from 'vitest';
import { classesFor, parsePrefs, storageKey } from '../../engines/a11y-prefs';
import { a11yBootstrap } from './a11y-bootstrap';

/** Runs the inline bootstrap against a stored value and returns the classes it put on <html>. */
function runBootstrap(stored: string | null): string[] {
  const classes = new Set<string>();
  const localStorage = { getItem: (k: string) => (k === storageKey ? stored : null) };
  const document = { documentElement: { classList: { add: (c: string) => classes.add(c) } } };
  new Function('localStorage', 'document', a11yBootstrap)(localStorage, document);
  return [...classes].sort();
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
      expect([stored, runBootstrap(stored)]).toEqual([stored, classesFor(parsePrefs(stored)).sort()]);
    }
  });

  it('stays within the 1 KB budget', () => {
    expect(a11yBootstrap.length).toBeLessThan(1024);
  });
});
