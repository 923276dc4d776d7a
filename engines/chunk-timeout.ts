export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** On-demand script chunks (spec §7): a load that takes over 120 s is abandoned quietly (null). */
export const chunkLoadTimeout = 120_000;

export function withTimeout<T>(promise: Promise<T>, timers: Timers, ms = chunkLoadTimeout): Promise<T | null> {
  return new Promise((resolve) => {
    const handle = timers.set(() => resolve(null), ms);
    promise.then(
      (value) => {
        timers.clear(handle);
        resolve(value);
      },
      () => {
        timers.clear(handle);
        resolve(null);
      },
    );
  });
}
