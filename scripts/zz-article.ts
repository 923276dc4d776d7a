import { chromium } from 'playwright-core';
import { startServer } from './lib/server.ts';
const s = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [390, 1024, 1366]) {
  const p = await browser.newPage({ viewport: { width, height: 1100 } });
  await p.goto(`${s.url}/understanding-gsm/`);
  await p.screenshot({ path: `/tmp/zz/article-${width}.png`, fullPage: width === 390 });
  await p.close();
}
await browser.close();
await s.stop();
