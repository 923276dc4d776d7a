import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../cms/payload.config';
import { demoUsers } from '../cms/seed/users';
import { signIn } from './sign-in';
import { useSiteUnderTest } from './site-under-test';
import { visibleLatinWords } from './visible-latin';

/**
 * Issue 27: every screen of the studio an owner opens speaks Hebrew. Each collection's list and edit view,
 * each global, the dashboard, the report and the builder are opened as the admin, and no Latin word
 * outside the allowlist of real terms may be visible.
 */
const site = useSiteUnderTest();
let page: Page;
let token = '';

beforeAll(async () => {
  page = await site.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/login');
  await page.fill('#field-email', demoUsers.admin.email);
  await page.fill('#field-password', demoUsers.admin.password);
  await page.click('button[type=submit]');
  await page.waitForURL(/\/admin\/?$/);
  token = await signIn(site.url, demoUsers.admin);
});

afterAll(async () => {
  await page?.close();
});

/** The first document of a collection, for its edit view; null when it has none. */
async function firstId(collection: string): Promise<number | null> {
  const res = await fetch(`${site.url}/api/${collection}?limit=1&depth=0`, {
    headers: { authorization: `JWT ${token}` },
  });
  const body = (await res.json()) as { docs?: { id: number }[] };
  return body.docs?.[0]?.id ?? null;
}

async function screens(): Promise<string[]> {
  const built = await config;
  const collections = built.collections.filter((c) => c.admin?.hidden !== true && !c.slug.startsWith('payload-'));
  const paths = ['/admin', '/admin/analytics?days=7'];
  for (const c of collections) {
    paths.push(`/admin/collections/${c.slug}`);
    const id = await firstId(c.slug);
    paths.push(id === null ? `/admin/collections/${c.slug}/create` : `/admin/collections/${c.slug}/${id}`);
  }
  for (const g of built.globals.filter((g) => g.admin?.hidden !== true)) paths.push(`/admin/globals/${g.slug}`);
  const home = await firstId('pages');
  if (home !== null) paths.push(`/admin/builder/pages/${home}`);
  return paths;
}

/**
 * What an owner sees once the screen has settled: its scripts hydrated and its requests done. Until Payload's
 * screens hydrate, the server's HTML still carries their English attributes, which HebrewLabels then replaces
 * and marks the page (the builder is a page of its own, outside Payload's providers).
 */
async function latinOnceSettled(tab: Page, path: string): Promise<string[]> {
  await tab.goto(path);
  if (!path.startsWith('/admin/builder/')) {
    await tab.waitForFunction(() => document.documentElement.dataset.hebrewLabels === 'on');
  }
  await tab.waitForLoadState('networkidle');
  return visibleLatinWords(tab);
}

describe('the studio in Hebrew', () => {
  it('shows no untranslated Latin word on any screen', async () => {
    const found: Record<string, string[]> = {};
    const queue = await screens();
    // Three tabs: a screen mostly waits on the server and on network idle, so they overlap (94 s → 69 s here).
    const tabs = [page, await site.context.newPage(), await site.context.newPage()];
    await Promise.all(
      tabs.map(async (tab) => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const words = await latinOnceSettled(tab, path);
          if (words.length > 0) found[path] = words;
        }
      }),
    );
    const total = Object.values(found).reduce((n, w) => n + w.length, 0);
    expect(found, `${total} Latin word(s) on studio screens`).toEqual({});
  });
});
