import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { createActionHash } from '../engines/url-actions';
import { expectNoAxeViolations } from './harness';
import { useSiteUnderTest } from './site-under-test';

const site = useSiteUnderTest();
const slug = 'off-canvas-journey';
const openHash = createActionHash('off_canvas:open', { id: 'panel' });
const toggleHash = createActionHash('off_canvas:toggle', { id: 'panel' });

/** A published builder page: a heading, two action links and an off-canvas panel holding the main menu. */
const layout = {
  version: 1,
  root: { props: { title: 'חלונית צד' } },
  content: [
    { type: 'heading', props: { id: 'title', text: 'עמוד עם חלונית צד', tag: 'h1' } },
    { type: 'button', props: { id: 'open-link', text: 'פתיחת החלונית מקישור', link: openHash } },
    { type: 'button', props: { id: 'toggle-link', text: 'החלפת מצב החלונית', link: toggleHash } },
    { type: 'spacer', props: { id: 'tall', height: 1000 } },
    {
      type: 'off-canvas',
      props: {
        id: 'panel',
        label: 'ניווט צדדי',
        button_text: 'תפריט צד',
        items: [{ type: 'nav-menu', props: { id: 'menu', menu_location: 'main', label: 'תפריט בחלונית' } }],
      },
    },
  ],
};

beforeAll(async () => {
  const login = await fetch(`${site.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoUsers.admin.email, password: demoUsers.admin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${site.url}/api/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ title: 'חלונית צד', slug, layout, _status: 'published' }),
  });
  if (!res.ok) throw new Error(`creating the page failed: ${res.status} ${await res.text()}`);
});

const panelOpen = (page: Page) =>
  page.evaluate(() => document.querySelector('dialog.w-off-canvas__panel')?.hasAttribute('open'));
const pageScrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');

async function visit(path = `/${slug}/`): Promise<Page> {
  const page = await site.context.newPage();
  await page.goto(path);
  await page.waitForSelector('[data-off-canvas-open]:not([hidden])');
  return page;
}

describe('off-canvas panel', () => {
  it('opens from its own button as a modal: focus inside, page inert and not scrolling; Escape closes and returns focus', async () => {
    const page = await visit();
    await page.focus('[data-off-canvas-open]');
    await page.keyboard.press('Enter');
    // Opening is the island's work after the key: on a loaded machine it may land a frame or more later.
    await expect.poll(() => panelOpen(page), { timeout: 15_000 }).toBe(true);
    expect(await page.getAttribute('[data-off-canvas-open]', 'aria-expanded')).toBe('true');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    expect(await pageScrollLocked(page)).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() =>
          Boolean(document.activeElement?.closest('dialog[open]') ?? document.activeElement === document.body),
        ),
      ).toBe(true);
    }
    await expectNoAxeViolations(page, 'a page with its off-canvas panel open');
    await page.keyboard.press('Escape');
    expect(await panelOpen(page)).toBe(false);
    expect(await page.getAttribute('[data-off-canvas-open]', 'aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-off-canvas-open'))).toBe(true);
    expect(await pageScrollLocked(page)).toBe(false);
    await page.close();
  });

  it('opens from an action link and from the action in the address bar; toggle and a backdrop click close it', async () => {
    const page = await visit();
    // The panel's code and the actions' parser come on the first press: each effect is awaited, not assumed.
    await page.click('text=פתיחת החלונית מקישור');
    await expect.poll(() => panelOpen(page)).toBe(true);
    await page.mouse.click(5, 400); // the backdrop, outside the start-side panel of a right-to-left page
    await expect.poll(() => panelOpen(page)).toBe(false);
    await page.click('text=החלפת מצב החלונית');
    await expect.poll(() => panelOpen(page)).toBe(true);
    await page.click('[data-off-canvas-close]');
    await expect.poll(() => panelOpen(page)).toBe(false);

    const fromHash = await visit(`/${slug}/${openHash}`);
    await expect.poll(() => panelOpen(fromHash)).toBe(true);
    await fromHash.close();
    await page.close();
  });

  it('closes when a link inside it is followed', async () => {
    const page = await visit();
    await page.click('[data-off-canvas-open]');
    await Promise.all([page.waitForURL(/\/about\/$/), page.click('dialog[open] a[href="/about/"]')]);
    expect(await page.locator('h1').first().textContent()).toBeTruthy();
    await page.close();
    expect(site.blocked).toEqual([]);
  });
});
