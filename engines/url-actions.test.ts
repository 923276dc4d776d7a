import { describe, expect, it } from 'vitest';
import { fakeTimers } from './testing/fake-timers';
import { createActionHash, createActionRegistry, parseActionHash, withTimeout } from './url-actions';

describe('parsing action hashes', () => {
  it('reads arig and Elementor forms, plain or percent-encoded', () => {
    const settings = btoa(JSON.stringify({ id: 42, toggle: true }));
    for (const href of [
      `#arig-action:action=popup:open&settings=${settings}`,
      `#elementor-action:action=popup:open&settings=${settings}`,
      `#${encodeURIComponent(`elementor-action:action=popup:open&settings=${settings}`)}`,
      `https://arig.example/page/%23${encodeURIComponent(`elementor-action:action=popup:open&settings=${settings}`)}`,
    ]) {
      expect([href, parseActionHash(href)]).toEqual([href, { name: 'popup:open', settings: { id: 42, toggle: true } }]);
    }
  });

  it('round-trips Hebrew settings', () => {
    expect(parseActionHash(createActionHash('lightbox', { title: 'אריג' }))).toEqual({
      name: 'lightbox',
      settings: { title: 'אריג' },
    });
  });

  it('accepts an action without settings', () => {
    expect(parseActionHash('#arig-action:action=reload-page')).toEqual({ name: 'reload-page', settings: {} });
  });

  it('ignores other hashes and malformed actions', () => {
    for (const bad of [
      '#main',
      '/about/',
      '#arig-action:settings=e30=',
      '#arig-action:action=<script>&settings=e30=',
      '#arig-action:action=x&settings=not-base64!!',
      `#arig-action:action=x&settings=${btoa('[1,2]')}`,
      `#arig-action:action=x&settings=${btoa('null')}`,
      '#%E0%A4%A',
    ]) {
      expect([bad, parseActionHash(bad)]).toEqual([bad, null]);
    }
  });
});

describe('dispatching', () => {
  it('runs a registered action with its settings', async () => {
    const { timers } = fakeTimers();
    const registry = createActionRegistry({ timers });
    const seen: unknown[] = [];
    registry.register('off_canvas:open', (s) => seen.push(s));
    expect(await registry.run({ name: 'off_canvas:open', settings: { id: 'menu' } })).toBe(true);
    expect(seen).toEqual([{ id: 'menu' }]);
  });

  it('ignores unknown actions at once', async () => {
    const { timers } = fakeTimers();
    expect(await createActionRegistry({ timers }).run({ name: 'no-such-thing', settings: {} })).toBe(false);
  });

  it('waits up to 30 × 100 ms for a provider that loads later', async () => {
    const { timers, advanceAsync: advance } = fakeTimers();
    const registry = createActionRegistry({ timers });
    const seen: string[] = [];
    const result = registry.run({ name: 'allyWidget:open', settings: {} });
    await advance(2500);
    registry.register('allyWidget:open', () => seen.push('opened'));
    await advance(200);
    expect(await result).toBe(true);
    expect(seen).toEqual(['opened']);
  });

  it('gives up quietly after 30 retries', async () => {
    const { timers, advanceAsync: advance } = fakeTimers();
    const registry = createActionRegistry({ timers });
    const result = registry.run({ name: 'allyWidget:open', settings: {} });
    await advance(3100);
    registry.register('allyWidget:open', () => undefined);
    expect(await result).toBe(false);
  });
});

describe('chunk timeout', () => {
  it('abandons a load after 120 s and passes through one that arrives in time', async () => {
    const { timers, advanceAsync: advance } = fakeTimers();
    const never = withTimeout(new Promise<string>(() => undefined), timers);
    await advance(120_000);
    expect(await never).toBeNull();
    expect(await withTimeout(Promise.resolve('ok'), timers)).toBe('ok');
    expect(await withTimeout(Promise.reject(new Error('x')), timers)).toBeNull();
  });
});
