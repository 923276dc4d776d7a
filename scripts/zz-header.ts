import { chromium } from 'playwright-core';
import { startServer } from './lib/server.ts';
const s = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [768, 1024, 1280, 1366, 1920]) {
  const p = await browser.newPage({ viewport: { width, height: 400 } });
  await p.goto(`${s.url}/articles/`);
  await p.locator('.site-header').screenshot({ path: `/tmp/zz/header-${width}.png` });
  const h = await p.locator('.site-header').boundingBox();
  console.log(width, h?.height);
  await p.close();
}
await browser.close();
await s.stop();
