import { describe, expect, it } from 'vitest';
import { maxDocumentEntries, memo, memoDocument } from './memo';
import { pageCache } from './page-cache';

/** A loader that counts its calls, per key. */
function counter() {
  const calls = new Map<string, number>();
  const load = (key: string) => () => {
    calls.set(key, (calls.get(key) ?? 0) + 1);
    return Promise.resolve(`view of ${key}`);
  };
  return { calls, load };
}

describe('memoised documents', () => {
  it('reads a document once while it is among the recently read', async () => {
    pageCache.purgeAll();
    const { calls, load } = counter();
    expect(await memoDocument('post:slug:a', load('a'))).toBe('view of a');
    expect(await memoDocument('post:slug:a', load('a'))).toBe('view of a');
    expect(calls.get('a')).toBe(1);
  });

  it('keeps only the most recently read documents, a read keeping its own', async () => {
    pageCache.purgeAll();
    const { calls, load } = counter();
    await memoDocument('doc:first', load('first'));
    for (let i = 0; i < maxDocumentEntries - 1; i++) {
      await memoDocument(`doc:${i}`, load(String(i)));
      // The first document is read again all along, so it stays the most recent.
      await memoDocument('doc:first', load('first'));
    }
    await memoDocument('doc:one-more', load('one-more'));
    await memoDocument('doc:first', load('first'));
    expect(calls.get('first')).toBe(1);
    // The least recently read one went to make room, and is read again when asked for.
    await memoDocument('doc:0', load('0'));
    expect(calls.get('0')).toBe(2);
  });

  it('reads everything anew after a content change', async () => {
    pageCache.purgeAll();
    const { calls, load } = counter();
    await memoDocument('page:id:1', load('page'));
    await memo('site-settings', load('settings'));
    pageCache.purgeAll();
    await memoDocument('page:id:1', load('page'));
    await memo('site-settings', load('settings'));
    expect(calls.get('page')).toBe(2);
    expect(calls.get('settings')).toBe(2);
  });

  it('does not keep a failed read, so the next one tries again', async () => {
    pageCache.purgeAll();
    let attempts = 0;
    const flaky = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('database busy')) : Promise.resolve('view');
    };
    await expect(memoDocument('post:slug:b', flaky)).rejects.toThrow('database busy');
    expect(await memoDocument('post:slug:b', flaky)).toBe('view');
    await expect(memo('menus', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo('menus', () => Promise.resolve('menu'))).toBe('menu');
  });
});
