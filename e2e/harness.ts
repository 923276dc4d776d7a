import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { isLoopbackHost } from '../config/site-origin';
import { chromiumPath } from '../scripts/ensure-chromium.ts';

/** Flags for Debian's Chromium here: headless, no sandbox (root), and nothing that talks to the network by itself. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's /usr/bin/chromium (see scripts/ensure-chromium.ts); never a browser downloaded by Playwright. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** True for a URL that stays on this machine (or never touches the network: data:, blob:, about:). */
export function isLocalUrl(url: URL): boolean {
  if (url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'about:') return true;
  return isLoopbackHost(url.hostname);
}

export interface IsolatedContext {
  context: BrowserContext;
  /** Every URL the pages tried to reach off this machine, in order; each was aborted. Assert it stays empty. */
  blocked: string[];
}

/**
 * A browser context in which every request (and WebSocket) to a host other than localhost/127.0.0.1
 * is aborted and recorded in `blocked`. Service workers are blocked so no request can bypass routing.
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<IsolatedContext> {
  const context = await browser.newContext({ baseURL, locale: 'he-IL', serviceWorkers: 'block', ...options });
  const blocked: string[] = [];
  await context.route(
    (url) => !isLocalUrl(url),
    (route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  await context.routeWebSocket(
    (url) => !isLocalUrl(url),
    (ws) => {
      blocked.push(ws.url());
      return ws.close({ code: 1008, reason: 'blocked by the test harness' });
    },
  );
  return { context, blocked };
}

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for the entrance and exit animations that are about to end (a chatbox fading in, a dialog sliding
 * open): axe reads colours as painted, so a box at half opacity mid-fade reads as low contrast. Long or
 * endless animations (a typing indicator, a slow tooltip) are what the visitor sees, and are left running.
 */
async function settleAnimations(page: Page, withinMs = 1500): Promise<void> {
  // Timed out in Node, not the page: a page may run on a paused fake clock, where its own timers never fire.
  const settled = page
    .evaluate(async (limit) => {
      const ending = document.getAnimations().filter((animation) => {
        const { endTime, localTime } = animation.effect?.getComputedTiming() ?? {};
        const end = Number(endTime);
        const now = Number(localTime ?? 0);
        return animation.playState === 'running' && Number.isFinite(end) && end - now <= limit;
      });
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    }, withinMs)
    .catch(() => undefined);
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, withinMs + 500))]);
}

/**
 * A long animation can still fade in between (the chat's tooltip shows 5 s after load, fades in over 0.4 s and out
 * over 2 s within its 20 s). axe must not read it half-transparent, nor see a fade begin while it reads: such
 * animations (finite, still running) are held where they are while axe runs, at a moment when every element they
 * move is hidden or fully shown, and resumed after. Endless animations (a typing indicator) are left running.
 */
async function holdLongAnimations(page: Page, withinMs = 3000): Promise<() => Promise<void>> {
  const until = Date.now() + withinMs;
  for (;;) {
    const held = await page.evaluate(() => {
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        );
      running.forEach((animation) => animation.pause());
      const midFade = running.some((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const opacity = target instanceof Element ? Number(getComputedStyle(target).opacity) : 1;
        return opacity > 0 && opacity < 1;
      });
      (window as unknown as { __arigHeldAnimations?: Animation[] }).__arigHeldAnimations = running;
      return { midFade };
    });
    const resume = () =>
      page
        .evaluate(() => {
          const held = (window as unknown as { __arigHeldAnimations?: Animation[] }).__arigHeldAnimations ?? [];
          held.forEach((animation) => animation.play());
        })
        .catch(() => undefined);
    if (!held.midFade || Date.now() >= until) return resume;
    await resume();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs axe (WCAG 2.0/2.1 A+AA, 2.2 AA) and fails with every violation listed: rule, impact, help and where.
 * `include` limits it to one region (a CSS selector), for a state deep in a long page.
 */
export async function expectNoAxeViolations(page: Page, label: string, include?: string): Promise<void> {
  await settleAnimations(page);
  const resume = await holdLongAnimations(page);
  // axe.run in the page itself: the default (runPartial in each frame, then finishRun in a blank page it opens
  // and injects axe into again) took about twice as long per check (2.0 s against 0.9 s on the home page), and
  // every frame here is the site's own, which axe.run reaches as well.
  const builder = new AxeBuilder({ page }).withTags(axeTags).setLegacyMode(true);
  const { violations, passes } = await (include ? builder.include(include) : builder).analyze().finally(resume);
  if (passes.length === 0 && violations.length === 0)
    throw new Error(`axe checked nothing on ${label}: is the page empty?`);
  if (violations.length === 0) return;
  const nodes = violations.reduce((n, v) => n + v.nodes.length, 0);
  const report = violations
    .map(
      (v) =>
        `- ${v.id} (${v.impact ?? 'unknown impact'}): ${v.help}\n  ${v.helpUrl}\n` +
        v.nodes
          .map((n) => `    at ${n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : t)).join(' ')}`)
          .join('\n'),
    )
    .join('\n');
  throw new Error(`axe found ${violations.length} violation(s) on ${nodes} element(s) on ${label}:\n${report}`);
}
