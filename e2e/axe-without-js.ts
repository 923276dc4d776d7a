import type { Browser, Page } from 'playwright-core';
import { finishGuarded, guardedContext } from './guarded-context';
import { expectNoAxeViolations } from './harness';

/**
 * axe cannot run in a page with JavaScript turned off: the page's markup as served (scripts dropped, so
 * nothing changes it) is opened at the same address in a page that allows axe, at the same width.
 */
export async function expectNoAxeViolationsWithoutJs(browser: Browser, siteUrl: string, page: Page, label: string) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const viewport = page.viewportSize()!;
  const ctx = await guardedContext(browser, siteUrl, { viewport });
  const copy = await ctx.newPage();
  await copy.route(page.url(), (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
  await copy.goto(page.url());
  await expectNoAxeViolations(copy, label);
  await finishGuarded(ctx);
}
