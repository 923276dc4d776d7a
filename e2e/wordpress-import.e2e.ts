import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../scripts/lib/server';
import { copySeedTemplate, seedTemplateVariable } from '../scripts/lib/seed-template';
import { importWordPressFixture, runImportCommand, wordpressFixture } from '../scripts/lib/wordpress-fixture';
import { demoUsers } from '../cms/seed/users';
import { expectNoAxeViolations, launchBrowser, newContext } from './harness';
import { signIn, signInThroughForm } from './sign-in';

/**
 * The owner moves their WordPress site (issue 22): the demo site is started, the fixture export is
 * imported with the command the docs give, and the old site's pages and addresses are then read through
 * the production server as a visitor would.
 */
let dir: string;
let server: RunningServer;
let browser: Browser;
let importOutput: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'arig-import-'));
  const env = { MEDIA_DIR: path.join(dir, 'media') };
  const databaseUrl = `file:${path.join(dir, 'arig.db')}`;
  // The demo site the owner starts from: npm test's seeded copy, or (run alone) seeded by a first start.
  const template = process.env[seedTemplateVariable];
  if (template) await copySeedTemplate(template, dir);
  else await (await startServer({ databaseUrl, env })).stop();
  // Imported with the server stopped: on SQLite a command-line import cannot reach a running server's memory.
  importOutput = await importWordPressFixture(databaseUrl, env);
  server = await startServer({ databaseUrl, env });
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const get = (p: string) => fetch(new URL(p, server.url), { redirect: 'manual' });

describe('a WordPress site imported into arig', () => {
  it('reports the import with no errors', () => {
    expect(importOutput).toContain('הייבוא הסתיים.');
    expect(importOutput).toMatch(/מאמרים\s+נוצרו 34/);
    expect(importOutput).not.toContain('שגיאות (');
  });

  it('answers every old address: the same path, or a 301 to where it is now', async () => {
    for (const [from, to] of [
      ['/?p=84', '/landing-page-guide/'],
      ['/?page_id=88', '/team/'],
      ['/about/team/', '/team/'],
      ['/category/articles/', '/articles/'],
      ['/category/articles/seo/', '/articles/seo/'],
      ['/category/%d7%9b%d7%9c%d7%9c%d7%99/', `/${encodeURIComponent('כללי')}/`],
    ] as const) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
    for (const same of ['/article-01/', '/landing-page-guide/', '/tag/wordpress/', '/articles/seo/']) {
      expect((await get(same)).status, same).toBe(200);
    }
    const hello = await get('/%d7%a9%d7%9c%d7%95%d7%9d-%d7%a2%d7%95%d7%9c%d7%9d/');
    expect(hello.status).toBe(200);
    const attachment = await get('/?attachment_id=79');
    expect(attachment.status).toBe(301);
    expect(attachment.headers.get('location')).toMatch(/^\/media\/[^/]+\.webp$/);
  });

  it("answers every address in the old site's sitemap: 200, or a 301 to a page that answers 200", async () => {
    const listed = await readFile(path.join(wordpressFixture, 'sitemap-urls.txt'), 'utf8');
    const paths = listed.split('\n').filter((line) => line.startsWith('/'));
    expect(paths.length).toBeGreaterThan(50);
    const failing: string[] = [];
    for (const from of paths) {
      const res = await get(from);
      const to = res.status === 301 ? res.headers.get('location') : null;
      const status = to ? (await get(to)).status : res.status;
      if (status !== 200) failing.push(`${from} → ${to ?? ''} ${status}`);
    }
    expect(failing).toEqual([]);
  });

  it('shows an imported article with its pictures from the library and links to arig, accessibly', async () => {
    const { context } = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/landing-page-guide/');
    expect(await page.locator('h1').textContent()).toBeTruthy();
    const images = page.locator('.prose img');
    expect(await images.count()).toBeGreaterThanOrEqual(4); // the block image and the three of the gallery
    expect(await images.first().getAttribute('src')).toMatch(/^\/media\//);
    const hrefs = await page.locator('.prose a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => h.includes('127.0.0.1:8080'))).toEqual([]);
    expect(await page.locator('.prose').textContent()).toContain('contact-form-7');
    await expectNoAxeViolations(page, 'the imported article');
    await context.close();
  });

  it('renders the Elementor page from its builder layout, its form as a working arig form, placeholders hidden from visitors', async () => {
    const { context } = await newContext(browser, server.url);
    const page = await context.newPage();
    // Its sections fade in as they come into view; axe reads the settled page (the motion has its own journeys).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const res = await page.goto('/elementor-home/');
    expect(res?.status()).toBe(200);
    expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(5);
    expect(await page.locator('.w-accordion, .w-tabs, .w-counter').count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('main').textContent()).not.toContain('שלא יובא');
    const form = page.locator('main .w-form form');
    for (const name of ['name', 'phone', 'email', 'service', 'message', 'consent'])
      expect(await form.locator(`[name="${name}"]`).count(), name).toBe(1);
    expect(await form.getByRole('button', { name: 'שליחה' }).count()).toBe(1);
    await expectNoAxeViolations(page, 'the imported Elementor page');
    await context.close();
  });
});

describe('the imported shop', () => {
  it('sells the WooCommerce products at their old addresses, and an old ?add-to-cart= link still fills the cart', async () => {
    const book = await get('/product/social-media-guide-book/');
    expect(book.status).toBe(200);
    expect(await book.text()).toContain('89');
    // WooCommerce's link names the product by its old id (105): arig finds it through legacyWcId.
    const added = await get('/shop/?add-to-cart=105');
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toContain('arig-cart=added');
    expect(added.headers.get('set-cookie')).toBeTruthy();
  });
});

describe('the importer in the studio', () => {
  const post = (token: string, body: string) =>
    fetch(`${server.url}/api/wordpress-import?dryRun=1`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/xml' },
      body,
    });

  it('is for admins only, and refuses a bad export with the reason in Hebrew', async () => {
    const editor = await signIn(server.url, demoUsers.editor);
    expect((await post(editor, '<rss/>')).status).toBe(403);
    const admin = await signIn(server.url, demoUsers.admin);
    const bomb = await post(admin, '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "a">]><rss><channel></channel></rss>');
    expect(bomb.status).toBe(400);
    const { errors } = (await bomb.json()) as { errors: { message: string }[] };
    expect(errors[0]?.message).toMatch(/[א-ת]/);
    expect((await post(admin, 'not xml at all')).status).toBe(400);
    // Past the studio's 50 MB cap (cms/endpoints/wordpress-import.ts).
    const huge = await post(admin, `<rss>${' '.repeat(50 * 1024 * 1024)}</rss>`);
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { errors: { message: string }[] }).errors[0]?.message).toContain('npm run import');
  });

  it('the command line refuses an export over 200 MB before reading it, in Hebrew', async () => {
    const big = path.join(dir, 'big-export.xml');
    const file = await open(big, 'w');
    await file.truncate(200 * 1024 * 1024 + 1); // sparse: nothing is written
    await file.close();
    const refused = await runImportCommand(`file:${path.join(dir, 'unused.db')}`, {}, { exportFile: big }).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(refused?.code).toBe(2);
    expect(refused?.stderr).toContain('הקובץ גדול מדי');
    await rm(big);
  });

  it('uploads an export, shows each stage’s progress and then the report, accessibly', async () => {
    const { context } = await newContext(browser, server.url);
    const page = await context.newPage();
    await signInThroughForm(page, demoUsers.admin);
    await page.goto('/admin/import');
    await page.getByLabel(/קובץ הייצוא/).setInputFiles(path.join(wordpressFixture, 'site-export.xml'));
    expect(await page.getByLabel(/ניסיון בלבד/).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'בדיקת הייבוא' }).click();
    await page.getByRole('heading', { name: 'הייבוא הסתיים' }).waitFor({ timeout: 60_000 });
    // Everything was imported already: a dry run of the same export would update, not add.
    const posts = page.getByRole('row', { name: /^מאמרים/ });
    expect(await posts.locator('td').allTextContents()).toEqual(['0', '34', '0']);
    await expectNoAxeViolations(page, 'the studio importer with its report', '.arig-import');
    await context.close();
  });
});
