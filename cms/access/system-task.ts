import type { Access, FieldAccess } from 'payload';

/**
 * The request context key that marks a write made by arig's own server code (a form submission being
 * stored, the outbox queueing a message), never by a REST client: REST cannot set `req.context`, so a
 * collection that only arig itself writes grants `create` through this and still checks access.
 */
export const systemTaskKey = 'arigSystemTask';

/** Context for such a write: pass as `context` to the Local API call, with `overrideAccess: false`. */
export const systemTaskContext = (task: string) => ({ [systemTaskKey]: task });

/** Allows the write when the request carries the named system task. */
export const bySystemTask =
  (...tasks: string[]): Access =>
  ({ req }) =>
    tasks.includes(String((req.context as Record<string, unknown>)[systemTaskKey]));

/** Allowed when any of the rules allows (each may also return a query; the first non-false answer wins). */
export const anyOf =
  (...rules: Access[]): Access =>
  async (args) => {
    for (const rule of rules) {
      const answer = await rule(args);
      if (answer) return answer;
    }
    return false;
  };

/** Field-level: only writes (or reads) made by the named system task. */
export const fieldBySystemTask =
  (...tasks: string[]): FieldAccess =>
  ({ req }) =>
    tasks.includes(String((req.context as Record<string, unknown>)[systemTaskKey]));
