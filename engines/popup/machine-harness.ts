import { createExpiringStore } from '../expiring-store';
import type { Timers } from '../menu-timing';
import { fakeTimers } from '../testing/fake-timers';
import type { VisitorEnv } from './conditions';
import { explainPopups } from './explain';
import { screenedMatch } from './url-pattern';
import {
  createPopupEngine,
  type PopupDefinition,
  type PopupEffect,
  type PopupEngineSettings,
  type TriggerName,
} from './machine';
import { popupSettingsSchema, withScheduleBounds } from './settings';
import { memoryStorage } from '../testing/memory-storage';

/**
 * The popup engine under test (machine-*.test.ts): a fake clock, in-memory browser storage that outlives
 * a "page", page events the test emits, and the explainer's view of each popup.
 */
export const defaults: PopupEngineSettings = withScheduleBounds(popupSettingsSchema.parse({}));
export const day = 86_400_000;

/** A subscribable page event that knows how many listeners are attached. */
export function channel<A extends unknown[]>() {
  const listeners = new Set<(...args: A) => void>();
  return {
    subscribe: (listener: (...args: A) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit: (...args: A) => [...listeners].forEach((listener) => listener(...args)),
    size: () => listeners.size,
  };
}

/** Timers that report how many are still waiting, to prove that destroyed triggers clear theirs. */
export function trackedTimers(inner: Timers) {
  const live = new Set<unknown>();
  const timers: Timers = {
    set: (fn, ms) => {
      const handle = inner.set(() => {
        live.delete(handle);
        fn();
      }, ms);
      live.add(handle);
      return handle;
    },
    clear: (handle) => {
      live.delete(handle);
      inner.clear(handle);
    },
  };
  return { timers, live: () => live.size };
}

export interface Browser {
  local: ReturnType<typeof memoryStorage>;
  session: ReturnType<typeof memoryStorage>;
  /** Milliseconds since the epoch, shared by reloads so a clock move spans them. */
  now: number;
}

export const newBrowser = (): Browser => ({
  local: memoryStorage(),
  session: memoryStorage(),
  now: Date.UTC(2026, 0, 15, 10, 0),
});

export const popup = (id: string, overrides: Partial<PopupEngineSettings> = {}): PopupDefinition => ({
  id,
  title: `חלון ${id}`,
  settings: { ...defaults, ...overrides },
});

export function load(
  popups: PopupDefinition[],
  options: { browser?: Browser; visitor?: Partial<VisitorEnv>; adblock?: () => boolean | Promise<boolean> } = {},
) {
  const browser = options.browser ?? newBrowser();
  const clock = fakeTimers();
  const tracked = trackedTimers(clock.timers);
  const now = () => browser.now;
  const page = {
    scroll: channel<[number]>(),
    reached: channel<[string]>(),
    click: channel<[]>(),
    activity: channel<[]>(),
    leave: channel<[number]>(),
  };
  let adblockChecks = 0;
  const effects: PopupEffect[] = [];
  const engine = createPopupEngine(
    popups,
    {
      now,
      referrer: '',
      matchPattern: screenedMatch,
      url: 'https://arig.co.il/blog/post',
      loggedIn: false,
      roles: [],
      device: 'desktop',
      browser: 'chrome',
      siteUtcOffsetMinutes: 120,
      visitorUtcOffsetMinutes: 120,
      ...options.visitor,
      timers: tracked.timers,
      store: createExpiringStore(browser.local, now),
      sessionStore: createExpiringStore(browser.session, now),
      page: {
        onScroll: page.scroll.subscribe,
        onElementReached: (selector, listener) => page.reached.subscribe((s) => s === selector && listener()),
        onClick: page.click.subscribe,
        onActivity: page.activity.subscribe,
        onPointerLeave: page.leave.subscribe,
        detectAdblock: () => {
          adblockChecks += 1;
          return options.adblock?.() ?? false;
        },
      },
    },
    (effect) => effects.push(effect),
  );
  const advance = (ms: number) => {
    browser.now += ms;
    clock.advance(ms);
  };
  const listeners = () =>
    page.scroll.size() + page.reached.size() + page.click.size() + page.activity.size() + page.leave.size();
  const opened = () => effects.filter((e) => e.type === 'open').map((e) => e.id);
  const explainOf = (id: string) => {
    const found = explainPopups(engine.inspect()).find((p) => p.id === id);
    if (!found) throw new Error(`no popup ${id}`);
    return found;
  };
  const trigger = (id: string, name: TriggerName) => explainOf(id).triggers.find((t) => t.name === name);
  const condition = (id: string, name: string) => explainOf(id).conditions.find((c) => c.name === name);
  return {
    engine,
    effects,
    page,
    browser,
    advance,
    listeners,
    opened,
    explainOf,
    trigger,
    condition,
    liveTimers: tracked.live,
    adblockChecks: () => adblockChecks,
  };
}

export const started = (...args: Parameters<typeof load>) => {
  const loaded = load(...args);
  loaded.engine.start();
  return loaded;
};

export const flushMicrotasks = () => new Promise<void>((resolve) => setImmediate(resolve));
