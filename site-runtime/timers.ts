/** The browser's clock, in the shape the engines take. */
export const browserTimers = {
  set: (fn: () => void, ms: number): unknown => window.setTimeout(fn, ms),
  clear: (handle: unknown): void => window.clearTimeout(handle as number),
};
