import type { Timers } from '../menu-timing';

/** A manual clock for engine tests: timers fire only when the test advances time. */
export function fakeTimers() {
  let now = 0;
  let seq = 0;
  const queue = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    set: (fn, ms) => {
      seq += 1;
      queue.set(seq, { at: now + ms, fn });
      return seq;
    },
    clear: (handle) => void queue.delete(handle as number),
  };
  const fireDue = () => {
    for (const [id, t] of [...queue].sort((a, b) => a[1].at - b[1].at)) {
      if (t.at > now) continue;
      queue.delete(id);
      t.fn();
    }
  };
  /** Moves the clock forward, firing what falls due. */
  const advance = (ms: number) => {
    now += ms;
    fireDue();
  };
  /** The same, in 10 ms steps with a microtask turn between, for code that chains promises on timers. */
  const advanceAsync = async (ms: number) => {
    for (let step = 0; step < ms; step += 10) {
      now += 10;
      fireDue();
      await Promise.resolve();
    }
  };
  return { timers, advance, advanceAsync };
}
