import { vi } from 'vitest';

/**
 * Before each test file of a project whose files share a process (vitest.config.ts): the file starts as if
 * in a process of its own. Its own modules are evaluated afresh (the config reads the environment once, at
 * import), the environment is the process's first one again (a file may set a provider's keys or a
 * bucket), no Payload of an earlier file is left for `getPayload` to return, and none of arig's own
 * globals either (`Symbol.for('arig.…')`: the page cache and the data memo, which live on globalThis so
 * that every bundle of a server shares them, the mail worker, the order hooks). What stays loaded is
 * node_modules (Payload, Drizzle, Lexical, React): loading them was most of a file's time.
 */
const firstEnvironment = Symbol.for('arig.test.first-environment');
type TestGlobals = typeof globalThis & {
  [firstEnvironment]?: Record<string, string | undefined>;
  _payload?: Map<string, unknown>;
};
const globals = globalThis as TestGlobals;

const environment = (globals[firstEnvironment] ??= { ...process.env });
for (const key of Object.keys(process.env)) if (!(key in environment)) delete process.env[key];
Object.assign(process.env, environment);

globals._payload?.clear();
for (const key of Object.getOwnPropertySymbols(globalThis))
  if (key !== firstEnvironment && key.description?.startsWith('arig.'))
    delete (globalThis as Record<symbol, unknown>)[key];
vi.resetModules();
