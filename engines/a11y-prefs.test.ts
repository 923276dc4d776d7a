import { describe, expect, it } from 'vitest';
import { classesFor, loadPrefs, parsePrefs, press, savePrefs, storageKey, type Storage } from './a11y-prefs';
import { memoryStorage } from './testing/memory-storage';

describe('pressing tools', () => {
  it('toggles on/off tools', () => {
    const on = press({}, 'grayscale');
    expect(on).toEqual({ grayscale: true });
    expect(press(on, 'grayscale')).toEqual({});
  });

  it('cycles bigger text through three sizes and back to off', () => {
    let prefs = {};
    const seen: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      prefs = press(prefs, 'bigger-text');
      seen.push(classesFor(prefs));
    }
    expect(seen).toEqual([['a11y-bigger-text-1'], ['a11y-bigger-text-2'], ['a11y-bigger-text-3'], []]);
  });

  it('cycles contrast through high, dark and light modes', () => {
    let prefs = {};
    const modes: string[][] = [];
    for (let i = 0; i < 4; i++) {
      prefs = press(prefs, 'contrast');
      modes.push(classesFor(prefs));
    }
    expect(modes).toEqual([['a11y-contrast-high'], ['a11y-contrast-dark'], ['a11y-contrast-light'], []]);
  });
});

describe('persistence', () => {
  it('survives a save and load, and a reset removes the entry', () => {
    const storage = memoryStorage();
    const prefs = press(press({}, 'highlight-links'), 'bigger-text');
    savePrefs(storage, prefs);
    expect(loadPrefs(storage)).toEqual(prefs);
    savePrefs(storage, {});
    expect(storage.data.has(storageKey)).toBe(false);
  });

  it('keeps only known tools and valid levels from stored data', () => {
    expect(parsePrefs('{"grayscale":true,"contrast":9,"bigger-text":2,"evil":"<x>","focus-outline":"yes"}')).toEqual({
      grayscale: true,
      'bigger-text': 2,
    });
    expect(parsePrefs('not json')).toEqual({});
    expect(parsePrefs('[1]')).toEqual({});
    expect(parsePrefs(null)).toEqual({});
  });

  it('never throws when storage is blocked', () => {
    const blocked: Storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(loadPrefs(blocked)).toEqual({});
    expect(() => savePrefs(blocked, { grayscale: true })).not.toThrow();
  });
});
