import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Payload, TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../../cms/testing/temp-payload';
import type { ImportReport } from './report';

const fixture = new URL('../../../shared/fixtures/wordpress/', import.meta.url);
const uploadsDir = fileURLToPath(new URL('uploads/', fixture));
let xml: string;
let payload: Payload;
let admin: TypedUser;
let cleanup: () => Promise<void>;
let first: ImportReport;
const asAdmin = () => ({ user: admin, overrideAccess: false, draft: true, depth: 0, limit: 0 }) as const;

async function runImport(options: { dryRun?: boolean; uploads?: string | null; text?: string } = {}) {
  const { importWordPress } = await import('./run-import');
  return importWordPress({
    payload,
    user: admin,
    xml: options.text ?? xml,
    uploadsDir: options.uploads === undefined ? uploadsDir : options.uploads,
    dryRun: options.dryRun ?? false,
  });
}

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  xml = await readFile(new URL('site-export.xml', fixture), 'utf8');
  const user = await payload.create({
    collection: 'users',
    data: { email: 'owner@arig.example', password: 'owner-pass-2026', name: 'בעלת האתר', roles: ['admin'] },
    overrideAccess: true,
  });
  admin = { ...user, collection: 'users' };
  first = await runImport();
}, 240_000);

afterAll(async () => {
  await cleanup?.();
});

describe('importing the fixture WordPress export', () => {
  it('imports with no errors, and counts match the export', () => {
    expect(first.errors).toEqual([]);
    expect(first.counts.posts).toEqual({ created: 34, updated: 0, skipped: 0 });
    expect(first.counts.pages).toEqual({ created: 6, updated: 0, skipped: 0 });
    expect(first.counts.media).toEqual({ created: 41, updated: 0, skipped: 0 });
    expect(first.counts.categories.created).toBe(3);
    expect(first.counts.tags.created).toBe(8);
    expect(first.counts.authors.created).toBe(3);
    expect(first.missingMedia).toEqual([]);
    expect(first.comments).toBe(1);
    // Menus, Elementor templates and products come with later stages: reported, not silently dropped.
    const later = first.skipped.map((s) => s.kind).sort();
    expect(later.filter((k) => k === 'nav_menu_item')).toHaveLength(9);
    expect(later.filter((k) => k === 'product')).toHaveLength(4);
  });

  it('keeps slugs (Hebrew decoded), statuses, dates, authors, categories, tags and featured images', async () => {
    const { docs: posts } = await payload.find({ collection: 'posts', ...asAdmin() });
    const hello = posts.find((p) => p.wordpressId === 1);
    expect(hello?.slug).toBe('שלום-עולם');
    const article = posts.find((p) => p.slug === 'article-02');
    expect(article?._status).toBe('published');
    const { docs: categories } = await payload.find({ collection: 'categories', ...asAdmin() });
    const seo = categories.find((c) => c.slug === 'seo');
    const articles = categories.find((c) => c.slug === 'articles');
    expect(seo?.parent).toBe(articles?.id);
    expect(article?.categories).toEqual(expect.arrayContaining([seo?.id, articles?.id]));
    expect(typeof article?.featuredImage).toBe('number');
    expect(article?.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const drafts = posts
      .filter((p) => p._status === 'draft')
      .map((p) => p.wordpressId)
      .sort();
    expect(drafts).toEqual([85, 86]);
    const byNoa = posts.filter((p) => p.authorName === 'נועה לוי').length;
    expect(byNoa).toBe(9); // articles 05–12 and the landing-page guide
    const tagged = posts.filter((p) => (p.tags ?? []).length > 0).length;
    expect(tagged).toBe(28); // 26 articles, the landing-page guide and draft 85
  });

  it('converts block content: headings, lists, the image as a picture from the library, shortcodes kept for the editor', async () => {
    const { docs } = await payload.find({ collection: 'posts', where: { wordpressId: { equals: 84 } }, ...asAdmin() });
    const body = JSON.stringify(docs[0]?.content);
    expect(body).toContain('"tag":"h2"');
    expect(body).toContain('"listType":"number"');
    expect(body).toContain('"type":"upload"');
    expect(body).toContain('contact-form-7');
    expect(first.contentNotes.some((n) => n.wpId === 84 && n.kind === 'shortcode')).toBe(true);
    // Links to the old site's pages point at arig's addresses, not the old host.
    expect(body).not.toContain('127.0.0.1:8080');
  });

  it("brings the Elementor page's layout into the builder", async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { wordpressId: { equals: 93 } }, ...asAdmin() });
    const layout = docs[0]?.layout as { content?: unknown[] } | null | undefined;
    expect(layout?.content?.length).toBe(10);
    expect(JSON.stringify(layout)).toContain('"type":"heading"');
  });

  it('keeps the old addresses: ?p=, ?page_id=, a child page, a category, an attachment', async () => {
    const { docs } = await payload.find({ collection: 'redirects', ...asAdmin(), depth: 1 });
    const from = new Map(docs.map((d) => [d.from, d.to]));
    expect(from.get('/?p=84')?.relationTo).toBe('posts');
    expect(from.get('/?page_id=88')?.relationTo).toBe('pages');
    expect(from.get('/about/team/')?.relationTo).toBe('pages');
    expect(from.get('/category/articles/')?.relationTo).toBe('categories');
    expect(from.get('/category/articles/seo/')?.relationTo).toBe('categories');
    expect([...from.keys()].some((k) => k.startsWith('/?attachment_id='))).toBe(true);
    // An address arig serves the same way needs no redirect.
    expect(from.has('/article-01/')).toBe(false);
    const { getOldAddressRedirect } = await import('../get-redirect');
    expect(await getOldAddressRedirect('/', new URLSearchParams('p=84'))).toBe('/landing-page-guide/');
    expect(await getOldAddressRedirect('/category/articles/seo/', new URLSearchParams())).toBe('/articles/seo/');
    expect(await getOldAddressRedirect('/about/team/', new URLSearchParams())).toBe('/team/');
  });

  it('updates on a second run instead of adding anything twice', async () => {
    const again = await runImport();
    expect(again.errors).toEqual([]);
    expect(again.counts.posts).toEqual({ created: 0, updated: 34, skipped: 0 });
    expect(again.counts.media.created).toBe(0);
    expect(again.counts.redirects.created).toBe(0);
    const { totalDocs } = await payload.count({ collection: 'media', overrideAccess: true });
    expect(totalDocs).toBe(41);
  }, 120_000);

  it('writes nothing on a dry run, and reports files missing from the uploads folder', async () => {
    const before = await payload.count({ collection: 'posts', overrideAccess: true });
    const text = xml.replaceAll('<wp:post_id>84</wp:post_id>', '<wp:post_id>9084</wp:post_id>');
    const dry = await runImport({ dryRun: true, uploads: null, text });
    expect(dry.dryRun).toBe(true);
    expect(dry.counts.posts.created).toBe(1);
    const after = await payload.count({ collection: 'posts', overrideAccess: true });
    expect(after.totalDocs).toBe(before.totalDocs);
  });

  it('refuses an export with entity declarations before writing anything', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]><rss><channel><wp:wxr_version>1.2</wp:wxr_version></channel></rss>`;
    await expect(runImport({ text: bomb })).rejects.toThrow();
  });
});
