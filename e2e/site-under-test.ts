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

/** One freshly seeded production server and one browser for the test file, torn down after it. */
export function useSiteUnderTest(options: StartOptions = {}): SiteUnderTest {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: { context: BrowserContext; blocked: string[] } | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(options), launchBrowser()]);
    context = await newContext(browser, server.url);
  });
  afterAll(async () => {
    await browser?.close();
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
