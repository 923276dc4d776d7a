import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumPath } from '../scripts/ensure-chromium';

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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A browser context in which every request that would leave the machine is aborted and recorded,
 * so a test can assert the list stayed empty.
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; blocked: string[] }> {
  const context = await browser.newContext({ baseURL, locale: 'he-IL', ...options });
  const blocked: string[] = [];
  await context.route(
    (url) => !localHosts.has(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return { context, blocked };
}

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails with every violation listed (rule, impact, help, where) so a red run says what to fix. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const { violations, passes } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  if (passes.length === 0) throw new Error(`axe checked nothing on ${label}: is the page empty?`);
  if (violations.length === 0) return;
  const report = violations
    .map((v) => `- ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`)
    .join('\n');
  throw new Error(`axe found ${violations.length} violation(s) on ${label}:\n${report}`);
}
