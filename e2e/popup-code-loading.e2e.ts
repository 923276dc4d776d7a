import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isOpen, oncePerDay, statusOf, usePopupFixtures } from './popup-fixtures';
import { useSiteUnderTest } from './site-under-test';

/**
 * The popup code a visit downloads: the engine on pages with popups, the dialogs' code only when a
 * popup may open on this visit, the page-event triggers only when a popup uses one; and the
 * "stop after conversion" option, whose listeners come only where a popup asks for them.
 */
const site = useSiteUnderTest();
const { createPopup, context, finish, open } = usePopupFixtures(site);

/** The script chunks a context fetched, by name (`/_astro/view.AbC123.js` → `view`). */
/** The code chunks a context fetches, by name, and `dialog` for each popup's dialog (its markup). */
function chunksOf(ctx: BrowserContext): string[] {
  const names: string[] = [];
  ctx.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const name = /^\/_astro\/([\w-]+)\.[\w-]+\.js$/.exec(pathname)?.[1];
    if (name) names.push(name);
    if (pathname.startsWith('/wp-json/arig/v1/popup/')) names.push('dialog');
  });
  return names;
}

describe('popup code on demand', () => {
  it('a visitor the daily cap blocks downloads the engine only, not the dialog or its code', async () => {
    const id = await createPopup('פעם ביום', oncePerDay);
    const first = await context();
    const firstChunks = chunksOf(first);
    const page = await open(first);
    await page.clock.runFor(1100);
    expect(await isOpen(page, id)).toBe(true);
    expect(firstChunks).toEqual(expect.arrayContaining(['popups', 'view', 'dialog']));
    expect(firstChunks, 'a page-load popup needs no page events').not.toContain('signals');
    const visited = await first.storageState();
    await finish(first);

    // The same visitor later that day, with a cold HTTP cache so every fetched chunk is seen.
    const again = await context({ storageState: visited });
    const againChunks = chunksOf(again);
    const later = await open(again);
    expect(await statusOf(later, id)).toBe('blocked');
    await later.clock.runFor(1100);
    expect(await isOpen(later, id)).toBe(false);
    expect(againChunks).toContain('popups');
    expect(againChunks).not.toContain('view');
    expect(againChunks).not.toContain('dialog');
    await finish(again);
  });

  it('fetches the page-event triggers only for a popup that uses one', async () => {
    const id = await createPopup('יציאה', { exit_intent: true });
    const ctx = await context();
    const chunks = chunksOf(ctx);
    const page = await open(ctx);
    expect(chunks).toEqual(expect.arrayContaining(['popups', 'signals', 'view']));
    await page.mouse.move(640, 300);
    await page.mouse.move(640, 5);
    await page.mouse.move(640, -10);
    await expect.poll(() => statusOf(page, id)).toBe('open');
    await finish(ctx);
  });
});

describe('stop showing after the visitor converted', () => {
  const settings = { page_load: true, page_load_delay: 3, stop_after_conversion: true };

  it('opens as usual until the visitor converts', async () => {
    const id = await createPopup('לפני המרה', settings);
    const ctx = await context();
    const page = await open(ctx);
    await page.clock.runFor(3100);
    expect(await isOpen(page, id)).toBe(true);
    await finish(ctx);
  });

  it('a pressed phone link blocks the popup on this page and the next', async () => {
    const id = await createPopup('אחרי שיחה', settings);
    const ctx = await context();
    const page = await open(ctx);
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: 'tel:+972500000000', textContent: 'חייגו' });
      link.addEventListener('click', (e) => e.preventDefault());
      document.querySelector('main')?.append(link);
      link.click();
    });
    await page.clock.runFor(3100);
    expect(await isOpen(page, id)).toBe(false);
    expect(await statusOf(page, id)).toBe('blocked');
    const next = await open(ctx);
    expect(await statusOf(next, id)).toBe('blocked');
    await next.clock.runFor(3100);
    expect(await isOpen(next, id)).toBe(false);
    await finish(ctx);
  });

  it('using the chat or sending a form blocks it too', async () => {
    const id = await createPopup('אחרי צ׳אט', settings);
    for (const convert of [
      () => window.dispatchEvent(new CustomEvent('arig:chat-event', { detail: { type: 'open' } })),
      // What the form island announces once a form was sent (a submit that fails is no conversion).
      () => window.dispatchEvent(new CustomEvent('arig:form-sent', { detail: { form: '1' } })),
    ]) {
      const ctx = await context();
      const page = await open(ctx);
      await page.evaluate(convert);
      await page.clock.runFor(3100);
      expect(await isOpen(page, id)).toBe(false);
      expect(await statusOf(page, id)).toBe('blocked');
      await finish(ctx);
    }
  });
});
