// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootIslands, type IslandModule } from './islands';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function stubObserver() {
  const observers: { cb: (entries: { isIntersecting: boolean }[]) => void; disconnected: boolean }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof observers)[number];
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
        this.record = { cb, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  return observers;
}

describe('bootIslands', () => {
  it('loads a module only when one of its elements nears the viewport, then inits every element once', async () => {
    document.body.innerHTML = '<div data-island="tabs" id="a"></div><div data-island="tabs" id="b"></div>';
    const observers = stubObserver();
    const init = vi.fn();
    const load = vi.fn(async (): Promise<IslandModule> => ({ init }));
    bootIslands(document, ['tabs'], { tabs: load });
    expect(load).not.toHaveBeenCalled();
    observers[0]!.cb([{ isIntersecting: true }]);
    observers[0]!.cb([{ isIntersecting: true }]);
    await vi.waitFor(() => expect(init).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledTimes(1);
    expect(init.mock.calls.map(([el]) => (el as HTMLElement).id)).toEqual(['a', 'b']);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('loads on first interaction too, and ignores unknown or absent types', async () => {
    document.body.innerHTML = '<div data-island="alert" id="x"><button>b</button></div>';
    stubObserver();
    const init = vi.fn();
    const other = vi.fn(async (): Promise<IslandModule> => ({ init: vi.fn() }));
    bootIslands(document, ['alert', 'counter', 'evil'], { alert: async () => ({ init }), counter: other });
    document.getElementById('x')!.dispatchEvent(new Event('focusin'));
    await vi.waitFor(() => expect(init).toHaveBeenCalledTimes(1));
    expect(other).not.toHaveBeenCalled();
  });

  it('loads an interaction-only island on its first press, never on approach, and replays that press', async () => {
    document.body.innerHTML = '<div data-island="share-buttons" id="s"><button id="copy">c</button></div>';
    const observers = stubObserver();
    const init = vi.fn();
    const replay = vi.fn();
    const load = vi.fn(async (): Promise<IslandModule> => ({ init, replay }));
    bootIslands(document, ['share-buttons'], { 'share-buttons': load }, new Set(['share-buttons']));
    expect(observers).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
    document.getElementById('copy')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.waitFor(() => expect(replay).toHaveBeenCalledTimes(1));
    expect(init).toHaveBeenCalledTimes(1);
    expect((replay.mock.calls[0]![1] as Element).id).toBe('copy');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("answers a press the after-paint loader kept from before it listened, and no other island's", async () => {
    document.body.innerHTML =
      '<div data-island="share-buttons" id="s"><button id="copy">c</button></div><button id="menu">m</button>';
    const replay = vi.fn();
    const load = vi.fn(async (): Promise<IslandModule> => ({ init: vi.fn(), replay }));
    const boot = () => bootIslands(document, ['share-buttons'], { 'share-buttons': load }, new Set(['share-buttons']));
    window.arigPress = document.getElementById('menu')!;
    boot();
    expect(load).not.toHaveBeenCalled();
    window.arigPress = document.getElementById('copy')!;
    boot();
    await vi.waitFor(() => expect(replay).toHaveBeenCalledTimes(1));
    expect((replay.mock.calls[0]![1] as Element).id).toBe('copy');
    delete window.arigPress;
  });
});
