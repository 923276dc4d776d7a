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
 * - glibc also raises the size from which it maps a block of its own (and returns it on free) to the largest
 *   block freed so far, up to 32 MB: after a few large compression buffers, every render's buffers went to
 *   the main heap and stayed there, scattered among the cache's pages. Fixed at 1 MB, large blocks are
 *   returned and a page's buffers (well under 1 MB) stay in the heap: with the page cache full, 453 MB
 *   resident against 529 and 547 MB (`npm run bench:memory`, 2026-11-28). A fixed 64 KB went further
 *   (490 MB before the cache's other savings) but mapped every render's buffers (docs/deployment.md).
 */
export const serverNodeFlags = ['--max-semi-space-size=16'];
export const serverEnv = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576' } as const;
