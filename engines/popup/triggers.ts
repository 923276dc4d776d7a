import type { Timers } from '../menu-timing';
import type { PopupDevice } from './conditions';
import type { Reason } from './reasons';

/** Popup triggers (spec §4 "Popup"): how each one is armed on the page, and how the explainer words it. */

export const triggerNames = [
  'page_load',
  'scrolling',
  'scrolling_to',
  'click',
  'inactivity',
  'exit_intent',
  'adblock_detection',
] as const;
export type TriggerName = (typeof triggerNames)[number];

export interface TriggerSettings {
  page_load: boolean;
  page_load_delay: number;
  scrolling: boolean;
  scrolling_direction: 'down' | 'up';
  scrolling_offset: number;
  scrolling_to: boolean;
  scrolling_to_selector: string;
  click: boolean;
  click_times: number;
  inactivity: boolean;
  inactivity_time: number;
  exit_intent: boolean;
  adblock_detection: boolean;
  adblock_detection_delay: number;
}

export type Unsubscribe = () => void;

/** Page events the triggers listen to; the runtime wires them to the DOM, tests to fakes. */
export interface PageSignals {
  /** Scroll position as a percentage of the scrollable height. */
  onScroll(listener: (percent: number) => void): Unsubscribe;
  onElementReached(selector: string, listener: () => void): Unsubscribe;
  onClick(listener: () => void): Unsubscribe;
  /** Pointer moves, key presses, scrolls and touches. */
  onActivity(listener: () => void): Unsubscribe;
  /** The pointer left the document at this clientY. */
  onPointerLeave(listener: (clientY: number) => void): Unsubscribe;
  detectAdblock(): boolean | Promise<boolean>;
}

/** What arming a trigger needs: the clock, the page's events and the device (exit intent is desktop only). */
export interface TriggerEnv {
  timers: Timers;
  page: PageSignals;
  device: PopupDevice;
}

export type Arm = (s: TriggerSettings, env: TriggerEnv, fire: () => void, end: (reason: Reason) => void) => Unsubscribe;

export const arming: Record<TriggerName, Arm> = {
  page_load: (s, env, fire) => {
    const handle = env.timers.set(fire, s.page_load_delay * 1000);
    return () => env.timers.clear(handle);
  },
  scrolling: (s, env, fire) => {
    let last = 0;
    return env.page.onScroll((percent) => {
      const reached = s.scrolling_direction === 'down' ? percent >= s.scrolling_offset : percent < last;
      last = percent;
      if (reached) fire();
    });
  },
  scrolling_to: (s, env, fire) => env.page.onElementReached(s.scrolling_to_selector, fire),
  click: (s, env, fire) => {
    let clicks = 0;
    return env.page.onClick(() => {
      clicks += 1;
      if (clicks >= s.click_times) fire();
    });
  },
  inactivity: (s, env, fire) => {
    const ms = s.inactivity_time * 1000;
    let handle = env.timers.set(fire, ms);
    const stopListening = env.page.onActivity(() => {
      env.timers.clear(handle);
      handle = env.timers.set(fire, ms);
    });
    return () => {
      env.timers.clear(handle);
      stopListening();
    };
  },
  exit_intent: (_s, env, fire) => env.page.onPointerLeave((clientY) => clientY <= 0 && fire()),
  adblock_detection: (s, env, fire, end) => {
    let live = true;
    const settle = (found: boolean) => {
      if (!live) return;
      if (found) fire();
      else end(['no-adblock']);
    };
    const handle = env.timers.set(() => {
      const result = env.page.detectAdblock();
      if (typeof result === 'boolean') settle(result);
      else result.then(settle, () => settle(false));
    }, s.adblock_detection_delay * 1000);
    return () => {
      live = false;
      env.timers.clear(handle);
    };
  },
};

/** Why a configured trigger cannot run here, or null when it can. */
export function unsupportedReason(s: TriggerSettings, name: TriggerName, env: TriggerEnv): Reason | null {
  if (name === 'exit_intent' && env.device !== 'desktop') return ['exit-desktop-only'];
  if (name === 'scrolling_to' && s.scrolling_to_selector.trim() === '') return ['no-selector'];
  return null;
}

export const configuredTriggers = (s: TriggerSettings) => triggerNames.filter((name) => s[name]);
