import type { Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { newContext } from './harness';

const guards = new WeakMap<BrowserContext, { blocked: string[]; errors: string[] }>();

/**
 * A context for a journey that must leave nothing behind: `finishGuarded` closes it and fails the test
 * if a request tried to leave the machine or a script error happened in any of its pages.
 */
export async function guardedContext(
  browser: Browser,
  baseURL: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const { context, blocked } = await newContext(browser, baseURL, options);
  const errors: string[] = [];
  context.on('weberror', (e) => errors.push(e.error().message));
  guards.set(context, { blocked, errors });
  return context;
}

export async function finishGuarded(context: BrowserContext): Promise<void> {
  await context.close();
  const guard = guards.get(context);
  expect(guard?.blocked, 'requests that tried to leave the machine').toEqual([]);
  expect(guard?.errors, 'script errors on the page').toEqual([]);
}
