import { chromium } from 'playwright-core';
import { startServer } from './lib/server.ts';
const server = await startServer({});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const [w, h] of [[1366, 900], [390, 844]] as const) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    for (const [name, path] of [['home', '/'], ['results', '/?s=בדיקת בדים'], ['none', '/search/xyzzy/'], ['empty', '/search/'], ['p2', '/search/בד/page/2/']] as const) {
      const res = await page.goto(server.url + encodeURI(path));
      console.log(w, name, res?.status(), res?.headers()['content-encoding'], res?.headers()['cache-control']);
      await page.screenshot({ path: `/tmp/shot-${name}-${w}.png`, fullPage: name !== 'home' });
    }
    if (w === 390) {
      await page.goto(server.url + '/');
      await page.click('[data-menu-toggle]');
      await page.screenshot({ path: `/tmp/shot-menu-${w}.png` });
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
