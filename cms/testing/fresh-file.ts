import { vi } from 'vitest';

/**
 * Before each test file of a project whose files share a process (vitest.config.ts): the file starts as if
 * in a process of its own. Its own modules are evaluated afresh (the config reads the environment once, at
 * import), the environment is the process's first one again (a file may set a provider's keys or a
 * bucket), and no Payload of an earlier file is left for `getPayload` to return. What stays loaded is
 * node_modules (Payload, Drizzle, Lexical, React): loading them was most of a file's time.
 */
const firstEnvironment = Symbol.for('arig.test.first-environment');
const startedPayload = Symbol.for('arig.payload');
type TestGlobals = typeof globalThis & {
  [firstEnvironment]?: Record<string, string | undefined>;
  [startedPayload]?: unknown;
  _payload?: Map<string, unknown>;
};
const globals = globalThis as TestGlobals;

const environment = (globals[firstEnvironment] ??= { ...process.env });
for (const key of Object.keys(process.env)) if (!(key in environment)) delete process.env[key];
Object.assign(process.env, environment);

globals._payload?.clear();
delete globals[startedPayload];
vi.resetModules();
