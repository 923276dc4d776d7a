import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { chatLoadDelay } from '../engines/chat/load-timing';

/** The chat's journeys' pages (e2e/chat.e2e.ts): opened with a paused clock, and read as a visitor sees them. */

/**
 * Opens a page with `window.open` recorded instead of leaving the site, chat events collected, and the
 * page's clock paused from the start, so every delay is stepped exactly with `clock.runFor`.
 */
export async function openChatPage(ctx: BrowserContext, path: string): Promise<Page> {
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { opened: string[][]; chatEvents: unknown[] };
    w.opened = [];
    w.chatEvents = [];
    window.open = (...args: unknown[]) => (w.opened.push(args.map(String)), null);
    addEventListener('arig:chat-event', (e) => w.chatEvents.push((e as CustomEvent).detail));
  });
  // Paused before the page loads: nothing the chat schedules runs until the test steps the clock.
  const t0 = Date.now();
  await page.clock.install({ time: t0 });
  await page.clock.pauseAt(t0 + 5000);
  await page.goto(path);
  // The chat's code starts to load shortly before its button is due (engines/chat/load-timing.ts).
  const delay = Number(await page.getAttribute('[data-chat-src]', 'data-chat-delay'));
  const url = new URL(page.url());
  const lead = chatLoadDelay(delay, url.hash, url.search);
  expect(lead, 'the seeded delay of 3 s leaves the page 1.5 s alone').toBe(url.hash || url.search ? 0 : 1500);
  // The chat's loader comes after the paint, in its own file: its timers are set once it marks the slot
  // ready (or, when the address asks for the chat, the chat is already in the slot's place).
  await page.waitForSelector('[data-chat-src][data-ready], [data-chat]', { state: 'attached' });
  await page.clock.runFor(lead);
  // The button's markup comes then; its behaviour once the visitor engages (site-runtime/chat-loader.ts).
  await page.waitForSelector('[data-chat]', { state: 'attached' });
  await page.keyboard.press('Shift');
  await page.waitForSelector('[data-chat][data-ready]', { state: 'attached' });
  sincePaint.set(page, lead);
  return page;
}

/** Time stepped on a page's clock since its paint (openChatPage() steps it to the chat's loading). */
const sincePaint = new WeakMap<Page, number>();
/** Steps the page's clock to `ms` after its paint, the moment the chat's delays count from. */
export async function runToSincePaint(page: Page, ms: number): Promise<void> {
  const done = sincePaint.get(page) ?? 0;
  await page.clock.runFor(ms - done);
  sincePaint.set(page, ms);
}

/** What a visitor would see of the chat, and where the focus is. */
export const state = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('[data-chat]');
    const box = document.querySelector<HTMLElement>('[data-chat-box]');
    const button = document.querySelector<HTMLElement>('[data-chat-button]');
    return {
      shown: Boolean(root && !root.hidden && button && !button.hidden),
      tooltip: Boolean(root?.classList.contains('chat--tooltip')),
      open: Boolean(box && !box.hidden),
      expanded: button?.getAttribute('aria-expanded') ?? null,
      focusInBox: Boolean(box?.contains(document.activeElement)),
      focusOnButton: document.activeElement === button,
    };
  });
/** The addresses the page asked `window.open` for (recorded, not opened). */
export const opened = (page: Page) => page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
/** The WhatsApp address a chat should open. */
export const waLink = (phone: string, text: string) => {
  const url = new URL(`https://wa.me/${phone}`);
  if (text) url.searchParams.set('text', text);
  return url.toString();
};
