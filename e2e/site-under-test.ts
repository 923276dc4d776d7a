import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer, type StartOptions } from '../scripts/lib/server';
import { launchBrowser, newContext } from './harness';

export interface SiteUnderTest {
  readonly url: string;
  readonly port: number;
  readonly browser: Browser;
  /** A context that blocks and records requests leaving the machine (see `blocked`). */
  readonly context: BrowserContext;
  readonly blocked: string[];
}

/**
 * The next file's server, started while this file's tests run: a start is about 2.5 s, most of a short file's
 * own time. The journeys share one module (isolate: false), so it outlives the file that started it;
 * scripts/lib/server.ts stops whatever is left when the process ends. Only files with the default options
 * take it.
 */
let spare: Promise<RunningServer> | undefined;

function defaultServer(): Promise<RunningServer> {
  const server = spare ?? startServer();
  spare = startServer();
  // Awaited by the file that takes it; until then a failed start must not count as an unhandled rejection.
  spare.catch(() => undefined);
  return server;
}

/**
 * One browser for every file (they share this module, isolate: false): a launch and a close were about a
 * second of each file. Each file works in contexts of its own, all closed after it; a browser that has gone
 * is launched again.
 */
let shared: Promise<Browser> | undefined;

async function sharedBrowser(): Promise<Browser> {
  const current = await shared?.catch(() => undefined);
  if (current?.isConnected()) return current;
  shared = launchBrowser();
  return shared;
}

/** One freshly seeded production server for the test file, torn down after it, in the shared browser. */
export function useSiteUnderTest(options: StartOptions = {}): SiteUnderTest {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: { context: BrowserContext; blocked: string[] } | undefined;
  beforeAll(async () => {
    const start = Object.keys(options).length === 0 ? defaultServer() : startServer(options);
    [server, browser] = await Promise.all([start, sharedBrowser()]);
    context = await newContext(browser, server.url);
  });
  afterAll(async () => {
    // Every context the file opened, its own pages and timers with them: the next file starts clean.
    await Promise.all((browser?.contexts() ?? []).map((c) => c.close().catch(() => undefined)));
    await server?.stop();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the site under test is not started yet');
    return value;
  };
  return {
    get url() {
      return ready(server).url;
    },
    get port() {
      return ready(server).port;
    },
    get browser() {
      return ready(browser);
    },
    get context() {
      return ready(context).context;
    },
    get blocked() {
      return ready(context).blocked;
    },
  };
}
