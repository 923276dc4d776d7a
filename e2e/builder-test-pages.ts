import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { newContext } from './harness';
import type { SiteUnderTest } from './site-under-test';
import { signIn } from './sign-in';

export type LayoutNode = { type: string; props: Record<string, unknown> };
/** A layout in the stored format around these nodes. */
export const layout = (content: LayoutNode[]) => ({ version: 1, root: { props: {} }, content });

/** Waits two animation frames (a style and layout pass after a change). */
export const frames = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

export const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await frames(page);
};

/**
 * Builder pages made for a journey file, and browser contexts that each journey ends with `finish`:
 * nothing left the machine and no script error. Registers the file's sign-in (admin) and clean-up.
 */
export function useBuilderTestPages(site: SiteUnderTest) {
  let token = '';
  const contexts: { ctx: BrowserContext; blocked: string[]; errors: string[] }[] = [];

  beforeAll(async () => {
    token = await signIn(site.url, demoUsers.admin);
  });
  afterAll(async () => {
    for (const { ctx } of contexts) await ctx.close().catch(() => undefined);
  });

  return {
    /** Publishes a page with this layout through REST as the admin. */
    createPage(slug: string, content: LayoutNode[]): Promise<Response> {
      return fetch(`${site.url}/api/pages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ title: `בדיקת בונה ${slug}`, slug, layout: layout(content), _status: 'published' }),
      });
    },

    /** Creates a document of any collection through REST as the admin; its JSON (`doc.id`). */
    async createDoc(collection: string, data: Record<string, unknown>): Promise<{ doc: { id: number } }> {
      const res = await fetch(`${site.url}/api/${collection}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify(data),
      });
      expect(res.status, `create ${collection}`).toBe(201);
      return (await res.json()) as { doc: { id: number } };
    },

    async context(kind: 'desktop' | 'mobile', reducedMotion: 'reduce' | 'no-preference' = 'no-preference') {
      const { context: ctx, blocked } = await newContext(site.browser, site.url, {
        reducedMotion,
        ...(kind === 'mobile'
          ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
          : { viewport: { width: 1280, height: 800 } }),
      });
      const record = { ctx, blocked, errors: [] as string[] };
      contexts.push(record);
      ctx.on('page', (page) => page.on('pageerror', (e) => record.errors.push(e.message)));
      return ctx;
    },

    async open(ctx: BrowserContext, path: string): Promise<Page> {
      const page = await ctx.newPage();
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      return page;
    },

    /** Every journey ends here. */
    async finish(ctx: BrowserContext): Promise<void> {
      const record = contexts.find((c) => c.ctx === ctx)!;
      await ctx.close();
      expect(record.blocked, 'requests that tried to leave the machine').toEqual([]);
      expect(record.errors, 'script errors').toEqual([]);
    },
  };
}
