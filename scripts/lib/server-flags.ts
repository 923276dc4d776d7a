/**
 * Node's flags and environment for the production server, as `npm start` passes them (a test holds the
 * two together).
 * - V8 otherwise lets its young generation grow to 64 MB a half on a machine with this much memory (128 MB
 *   resident for short-lived objects); 16 MB halves keep a server's resident memory about 70 MB lower, and
 *   the bench's cached and uncached figures are what this costs.
 * - glibc gives each thread that allocates its own malloc arena (Node's libuv pool, V8's GC helpers, the
 *   compression workers), each holding freed memory for reuse: two arenas kept a freshly started server at
 *   468–484 MB resident against 591–612 MB with glibc's default (2026-11-27, three starts each; with
 *   the page cache full after the bench's load both reach about 610 MB). An operator's own
 *   MALLOC_ARENA_MAX wins.
 */
export const serverNodeFlags = ['--max-semi-space-size=16'];
export const serverEnv = { MALLOC_ARENA_MAX: '2' } as const;
