import { describe, expect, it } from 'vitest';
import { createActionRegistry } from './action-registry';
import { fakeTimers } from './testing/fake-timers';

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
