import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, newContext } from '../e2e/harness.ts';
import { build } from './build.ts';
import { chromiumPath, ensureChromium } from './ensure-chromium.ts';
import { root } from './lib/paths.ts';
import { startServer } from './lib/server.ts';

/**
 * npm run screenshots: the seeded site's main routes, full page, at a phone's, a tablet's and a laptop's
 * width (issue 25), into screenshots/ (not committed), to look at the design as a client would. The
 * production build on a fresh seeded SQLite; nothing leaves the machine (outside requests are aborted and
 * listed).
 */
const routes = [
  ['home', '/'],
  ['articles', '/articles/'],
  ['article', '/understanding-gsm/'],
  ['about', '/about/'],
  ['services', '/services/'],
  ['contact', '/contact/'],
  ['not-found', '/no-such-page/'],
] as const;
const widths = [390, 768, 1366] as const;

const outDir = path.join(root, 'screenshots');
await ensureChromium();
await build();
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const blocked: string[] = [];
try {
  for (const width of widths) {
    const { context, blocked: left } = await newContext(browser, server.url, {
      viewport: { width, height: width < 768 ? 844 : 900 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const [name, route] of routes) {
      const answer = await page.goto(route, { waitUntil: 'networkidle' });
      const status = answer?.status() ?? 0;
      if (status !== 200 && !(name === 'not-found' && status === 404))
        throw new Error(`${route} answered ${status} at ${width} px`);
      // Lazy images below the fold load as a visitor scrolls to them; a full-page shot shows them loaded.
      await page.evaluate(async () => {
        for (const img of document.querySelectorAll('img[loading="lazy"]')) img.setAttribute('loading', 'eager');
        // Deferred images (components/content/DeferredImage.tsx) are given their addresses as a scroll would.
        for (const img of document.querySelectorAll<HTMLImageElement>('img[data-src]')) {
          if (img.dataset.srcset) img.srcset = img.dataset.srcset;
          img.src = img.dataset.src ?? img.src;
        }
        await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
      });
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${path.relative(root, file)}  ${route}  ${Math.round((await stat(file)).size / 1024)} KB`);
    }
    await context.close();
    blocked.push(...left);
  }
} finally {
  await browser.close();
  await server.stop();
}
if (blocked.length) {
  console.error(`Requests that tried to leave the machine (aborted):\n${blocked.join('\n')}`);
  process.exitCode = 1;
}
