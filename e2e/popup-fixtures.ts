import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, expect } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { finishGuarded, guardedContext } from './guarded-context';
import type { SiteUnderTest } from './site-under-test';
import { signIn } from './sign-in';

/** A popup that opens a second after load, at most once a day (counted when it opens). */
export const oncePerDay = {
  page_load: true,
  page_load_delay: 1,
  times: true,
  times_times: 1,
  times_period: 'day',
  times_count: 'open',
} as const;

/** A popup's builder content: widgets as the layout stores them. */
export type Widget = { type: string; props: Record<string, unknown> };

/**
 * What the popup journeys share: popups created through the REST API on the about page (where no seeded
 * popup appears) and deleted after each test, browser contexts that fail the test on outside requests or
 * script errors, and pages opened on a paused clock.
 */
export function usePopupFixtures(site: SiteUnderTest) {
  let token = '';
  let aboutId = 0;
  const created: number[] = [];

  const api = (method: string, path: string, body?: unknown): Promise<Response> =>
    fetch(`${site.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    token = await signIn(site.url, demoUsers.admin);
    const pages = await (await fetch(`${site.url}/api/pages?where[slug][equals]=about&depth=0`)).json();
    aboutId = (pages as { docs: { id: number }[] }).docs[0]!.id;
  });

  afterEach(async () => {
    while (created.length) await api('DELETE', `/api/popups/${created.pop()}`);
  });

  /** A published popup on the about page, with a heading and a link unless widgets are given. */
  async function createPopup(title: string, settings: Record<string, unknown>, widgets?: Widget[]): Promise<string> {
    const res = await api('POST', '/api/popups', {
      title,
      _status: 'published',
      placement: { show_on: 'chosen', pages: [aboutId] },
      settings,
      layout: {
        version: 1,
        root: { props: { title } },
        content: widgets ?? [
          { type: 'heading', props: { id: `h-${created.length}`, text: title, tag: 'h2' } },
          { type: 'button', props: { id: `b-${created.length}`, text: 'לפרטים', link: '/contact/' } },
        ],
      },
    });
    if (!res.ok) throw new Error(`creating the popup failed: ${res.status} ${await res.text()}`);
    const id = ((await res.json()) as { doc: { id: number } }).doc.id;
    created.push(id);
    return String(id);
  }

  const context = (options: Parameters<typeof guardedContext>[2] = {}) =>
    guardedContext(site.browser, site.url, { viewport: { width: 1280, height: 720 }, ...options });

  /**
   * Opens a page with its clock paused from the start (at `time`), once the popup engine has started. Then,
   * as a reader would, it points at a link, so the dialogs of the popups that may open are fetched
   * (site-runtime/popup/popups.ts) and waited for; `engage: false` leaves a popup's first effect to fetch them.
   */
  async function open(
    ctx: BrowserContext,
    path = '/about/',
    time = Date.now(),
    { engage = true }: { engage?: boolean } = {},
  ): Promise<Page> {
    const page = await ctx.newPage();
    await page.clock.install({ time });
    await page.clock.pauseAt(time + 1000);
    await page.goto(path);
    await started(page);
    if (engage) {
      await page.locator('main a[href]').first().hover();
      const awaited = await page.evaluate(
        () => window.arigPopups?.inspect().filter((p) => p.status !== 'blocked').length ?? 0,
      );
      if (awaited > 0) await page.locator('dialog[data-popup]').first().waitFor({ state: 'attached' });
    }
    return page;
  }

  return { api, createPopup, context, finish: finishGuarded, open };
}

/** Polled from Node: the page's own timers are the paused fake clock. */
export const started = (page: Page) =>
  expect.poll(() => page.evaluate(() => Boolean(window.arigPopups)), { timeout: 15_000 }).toBe(true);

export const dialog = (page: Page, id: string) => page.locator(`dialog[data-popup="${id}"]`);
/** A dialog that was never fetched (its popup blocked on this visit) is closed too. */
export const isOpen = (page: Page, id: string) =>
  page.evaluate(
    (popupId) => document.querySelector<HTMLDialogElement>(`dialog[data-popup="${popupId}"]`)?.open ?? false,
    id,
  );
export const statusOf = (page: Page, id: string) =>
  page.evaluate((popupId) => window.arigPopups?.inspect().find((p) => p.id === popupId)?.status, id);
export const focusInside = (page: Page, id: string) =>
  dialog(page, id).evaluate((d) => d.contains(document.activeElement) && document.activeElement !== d);
