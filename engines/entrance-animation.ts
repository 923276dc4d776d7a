import type { Timers } from './menu-timing';

/**
 * Entrance animations (spec §4 "Entrance animation", reference §9): an element marked `data-animation`
 * is invisible until it first enters the viewport; then, after its `data-animation-delay` ms, it is
 * revealed with its animation, once. Under reduced motion (the media query or the accessibility
 * widget's "pause animations") it is revealed at once, without motion and without the delay.
 */

/** builder/widgets.css reveals a never-armed element after this long (the no-runtime failsafe). */
export const entranceFailsafeMs = 4000;
/** Arming later than this would hide again an element the failsafe is about to reveal (or has). */
export const entranceArmDeadlineMs = 3500;
/** The schema's bound on `animation_delay`. */
export const maxAnimationDelay = 10_000;

/** The delay attribute as milliseconds: a whole number within 0…10 000, anything else 0. */
export function parseAnimationDelay(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,5}$/.test(raw.trim())) return 0;
  return Math.min(Number(raw.trim()), maxAnimationDelay);
}

export type EntranceState =
  /** not yet seen: hidden (only under html.js) */
  | 'hidden'
  /** seen, waiting out its delay: still hidden */
  | 'waiting'
  /** revealed with its animation */
  | 'animated'
  /** revealed without motion (reduced motion) */
  | 'shown';

/** The state of one element, given whether it has entered the viewport and how long ago. */
export function entranceState(input: {
  seen: boolean;
  /** ms since it first entered the viewport */
  sinceSeen: number;
  delay: number;
  reducedMotion: boolean;
}): EntranceState {
  if (input.reducedMotion) return 'shown';
  if (!input.seen) return 'hidden';
  return input.sinceSeen >= input.delay ? 'animated' : 'waiting';
}

/**
 * What the runtime does when it starts, `now` ms after navigation: arm the elements (cancel the CSS
 * failsafe and wait for the viewport), or reveal them all at once because motion is reduced or the
 * failsafe is about to reveal them anyway (a slow load must not hide content that is already showing).
 */
export function entranceStart(now: number, reducedMotion: boolean): 'arm' | 'reveal-all' {
  return reducedMotion || now >= entranceArmDeadlineMs ? 'reveal-all' : 'arm';
}

export interface EntranceController {
  /** The element entered the viewport (only the first call counts). */
  enter(): void;
  /** Reveal now without motion if not revealed yet (reduced motion turned on, or focus moved inside). */
  revealNow(): void;
  state(): EntranceState;
  /** Cancels a pending reveal. */
  cancel(): void;
}

/** One element's entrance: `reveal(animate)` is called exactly once. */
export function createEntrance(opts: {
  delay: number;
  reducedMotion: boolean;
  timers: Timers;
  reveal: (animate: boolean) => void;
}): EntranceController {
  let state: EntranceState = 'hidden';
  let pending: unknown = null;
  const done = (animate: boolean) => {
    pending = null;
    state = animate ? 'animated' : 'shown';
    opts.reveal(animate);
  };
  if (opts.reducedMotion) done(false);
  return {
    enter() {
      if (state !== 'hidden') return;
      state = 'waiting';
      if (opts.delay <= 0) done(true);
      else pending = opts.timers.set(() => done(true), opts.delay);
    },
    revealNow() {
      if (state === 'animated' || state === 'shown') return;
      if (pending !== null) opts.timers.clear(pending);
      done(false);
    },
    state: () => state,
    cancel() {
      if (pending !== null) opts.timers.clear(pending);
      pending = null;
    },
  };
}
