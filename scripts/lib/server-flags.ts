/**
 * Node's flags for the production server, as `npm start` passes them (a test holds the two together).
 * V8 otherwise lets its young generation grow to 64 MB a half on a machine with this much memory (128 MB
 * resident for short-lived objects); 16 MB halves keep a server's resident memory about 70 MB lower, and
 * the bench's cached and uncached figures are what this costs.
 */
export const serverNodeFlags = ['--max-semi-space-size=16'];
