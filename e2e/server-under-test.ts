import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../scripts/lib/server';

export interface ServerUnderTest {
  /** The file's server, once started. */
  readonly server: RunningServer;
  /** A request to it that does not follow redirects (the answer itself is what is checked). */
  get(path: string, init?: RequestInit): Promise<Response>;
}

/** One freshly seeded production server for the test file, without a browser, stopped after it. */
export function useServerUnderTest(): ServerUnderTest {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  const started = () => {
    if (!server) throw new Error('the server under test is not started yet');
    return server;
  };
  return {
    get server() {
      return started();
    },
    get: (path, init) => fetch(new URL(path, started().url), { redirect: 'manual', ...init }),
  };
}
