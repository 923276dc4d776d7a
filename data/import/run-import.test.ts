import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Payload, TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, startTempPayload } from '../../cms/testing/temp-payload';
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
  admin = await createTestAdmin(payload);
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
    expect(later.filter((k) => k === 'nav_menu_item')).toHaveLength(0);
    // Products and their variations are imported (see "importing the shop's products").
    expect(later.filter((k) => k === 'product' || k === 'product_variation')).toHaveLength(0);
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

  it("makes the Elementor page's form a form document, which the page's form widget shows", async () => {
    expect(first.counts.forms).toEqual({ created: 1, updated: 0, skipped: 0 });
    const { docs: forms } = await payload.find({
      collection: 'forms',
      where: { wordpressSource: { exists: true } },
      ...asAdmin(),
    });
    expect(forms).toHaveLength(1);
    const form = forms[0]!;
    expect(form.title).toBe('צור קשר – דף הבית');
    expect(form.fields?.map((f) => f.blockType)).toEqual([
      'text',
      'phone',
      'email',
      'select',
      'textarea',
      'acceptance',
    ]);
    expect(form.emails?.map((e) => [e.emailTo, e.message])).toEqual([['info@example.co.il', '{{*}}']]);
    expect(form).toMatchObject({ confirmationType: 'redirect', redirect: { type: 'custom', url: '/contact/?sent=1' } });
    const { docs } = await payload.find({ collection: 'pages', where: { wordpressId: { equals: 93 } }, ...asAdmin() });
    expect(JSON.stringify(docs[0]?.layout)).toContain(`"type":"form","props":{"id":`);
    expect(JSON.stringify(docs[0]?.layout)).toMatch(new RegExp(`"form_id":${form.id}[,}]`));
    expect(first.placeholders.form).toBeUndefined();
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
    expect(again.counts.forms).toEqual({ created: 0, updated: 1, skipped: 0 });
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

describe('importing the menus', () => {
  const expectedHeader = [
    { label: 'דף הבית', href: '/', children: [] },
    { label: 'אודות', href: '/about/', children: [{ label: 'הצוות', href: '/team/' }] },
    { label: 'שירותים', href: '/elementor-home/', children: [] },
    { label: 'מאמרים', href: '/articles/', children: [{ label: 'קידום אורגני', href: '/articles/seo/' }] },
    { label: 'צור קשר', href: '/contact/', children: [] },
    { label: 'הצהרת נגישות', href: '/accessibility-statement/', children: [] },
    { label: 'וואטסאפ', href: 'https://wa.me/972501234567', children: [] },
  ];
  const demoFooter = [{ title: 'האתר', links: [{ label: 'ראשי', href: '/' }] }];

  async function navigation() {
    const nav = await payload.findGlobal({ slug: 'navigation', depth: 0, user: admin, overrideAccess: false });
    return {
      header: (nav.header ?? []).map((item) => ({
        label: item.label,
        href: item.href,
        children: (item.children ?? []).map((c) => ({ label: c.label, href: c.href })),
      })),
      footer: (nav.footer ?? []).map((group) => ({
        title: group.title,
        links: (group.links ?? []).map((l) => ({ label: l.label, href: l.href })),
      })),
    };
  }

  it('makes the menu "ראשי" the header menu, every link to a published page or category of the import', async () => {
    expect(first.counts.menus).toEqual({ created: 0, updated: 1, skipped: 0 });
    expect(first.skipped.filter((s) => s.kind === 'nav_menu_item')).toEqual([]);
    expect((await navigation()).header).toEqual(expectedHeader);
    for (const [collection, slug] of [
      ['pages', 'about'],
      ['pages', 'team'],
      ['pages', 'elementor-home'],
      ['pages', 'contact'],
    ] as const) {
      const { docs } = await payload.find({ collection, where: { slug: { equals: slug } }, ...asAdmin() });
      expect(docs[0]?._status, slug).toBe('published');
    }
    const { totalDocs } = await payload.count({
      collection: 'categories',
      where: { slug: { in: ['articles', 'seo'] } },
    });
    expect(totalDocs).toBe(2);
  });

  it('reports what the navigation cannot hold: the own statement page, the new window, the CSS classes', () => {
    const menuNotes = first.contentNotes.filter((n) => n.kind === 'menu');
    expect(menuNotes.map((n) => n.wpId).sort()).toEqual([101, 101, 102, 102]);
    expect(menuNotes.find((n) => n.wpId === 101)?.detail).toContain('/accessibility-statement/');
  });

  it("replaces the demo site's header menu, keeps its footer (one menu), and writes nothing on a dry run", async () => {
    const demoHeader = [{ label: 'חנות', href: '/shop/', children: [] }];
    await payload.updateGlobal({
      slug: 'navigation',
      data: { header: demoHeader, footer: demoFooter },
      overrideAccess: true,
    });
    const dry = await runImport({ dryRun: true });
    expect(dry.counts.menus.updated).toBe(1);
    expect(await navigation()).toEqual({ header: demoHeader, footer: demoFooter });
    const again = await runImport();
    expect(again.errors).toEqual([]);
    expect(again.counts.menus).toEqual({ created: 0, updated: 1, skipped: 0 });
    expect(await navigation()).toEqual({ header: expectedHeader, footer: demoFooter });
  }, 180_000);
});

describe('importing the Elementor popup', () => {
  async function importedPopup(wpId = 92) {
    const { docs } = await payload.find({
      collection: 'popups',
      where: { wordpressId: { equals: wpId } },
      ...asAdmin(),
    });
    return docs[0];
  }

  it('brings popup 92 with its layout, placement, trigger and timing, and the kit’s design to the settings', async () => {
    expect(first.counts.popups).toEqual({ created: 1, updated: 0, skipped: 0 });
    expect(first.skipped.filter((s) => s.kind === 'elementor_library')).toEqual([]);
    const settings = await payload.findGlobal({ slug: 'site-settings', ...asAdmin() });
    expect(settings.brand).toMatchObject({
      primary: '#1b4f8a',
      secondary: '#f2a900',
      text: '#2b2b2b',
      accent: '#12a37f',
      // The kit's custom colours, by their Elementor ids: what its layouts' __globals__ name.
      customColours: [
        { id: '3f1c2a9', name: 'רקע בהיר', colour: '#f3f6fa' },
        { id: 'b77e0d4', name: 'וואטסאפ', colour: '#25d366' },
      ],
    });
    expect(settings.layout).toMatchObject({ containerWidth: 1140, buttonRadius: 6 });
    // The fixture's kit: headings in Heebo, text in Assistant.
    expect(settings.fonts).toMatchObject({ headings: 'heebo', body: 'assistant' });
    const kitNotes = first.contentNotes.filter((n) => n.wpId === 91 && n.kind === 'kit').map((n) => n.detail);
    expect(kitNotes.filter((n) => n.includes('צבע'))).toEqual([]);
    const popup = await importedPopup();
    expect(popup?.title).toBe('פופאפ – הרשמה לניוזלטר');
    expect(popup?._status).toBe('published');
    const layout = JSON.stringify(popup?.layout);
    for (const widget of ['"type":"heading"', '"type":"text-editor"', '"type":"button"', '"/contact/"'])
      expect(layout).toContain(widget);
    expect(popup?.placement).toMatchObject({ show_on: 'articles', pages: [], categories: [] });
    expect(popup?.settings).toMatchObject({
      page_load: true,
      page_load_delay: 5,
      times: true,
      times_times: 1,
      times_period: 'day',
      avoid_multiple_popups: true,
      a11y_navigation: true,
      entrance_animation: 'fadeInUp',
      exit_animation: 'fadeIn',
    });
    const notes = first.contentNotes.filter((n) => n.wpId === 92 && n.kind === 'popup').map((n) => n.detail);
    expect(notes.some((n) => n.startsWith('רוחב החלון (560px; בנייד 92%)'))).toBe(true);
  });

  it("gives the Elementor page's button and icon-list links arig's popup-open action", async () => {
    const popup = await importedPopup();
    const { createActionHash } = await import('../../engines/url-actions');
    const opens = createActionHash('popup:open', { id: String(popup?.id) });
    const { docs } = await payload.find({ collection: 'pages', where: { wordpressId: { equals: 93 } }, ...asAdmin() });
    const layout = JSON.stringify(docs[0]?.layout);
    expect(layout.split(opens).length - 1).toBe(2);
    expect(first.contentNotes.filter((n) => n.wpId === 93 && n.detail.includes('פופאפ'))).toEqual([]);
  });

  it('places a popup on the pages its conditions name once they are written, and writes nothing on a dry run', async () => {
    const { parseWxr } = await import('../../engines/wordpress/wxr');
    const { emptyReport } = await import('./report');
    const { importPopups, placePopupsOnPages } = await import('./import-popups');
    const { php } = await import('./popup-testing');
    const source = parseWxr(xml).items.find((i) => i.id === 92);
    const template = parseWxr(xml).items.find((i) => i.id === 87);
    if (!source || !template) throw new Error('the fixture lacks popup 92 or page 87');
    const { docs: seo } = await payload.find({
      collection: 'categories',
      where: { slug: { equals: 'seo' } },
      ...asAdmin(),
    });
    const seoWpId = Number(seo[0]?.wordpressId);
    const conditions = [
      'include/singular/page/9089',
      'include/singular/page/7777',
      `exclude/singular/in_category/${seoWpId}`,
    ];
    const popupItem = { ...source, id: 9092, meta: { ...source.meta, _elementor_conditions: php(conditions) } };
    const items = [popupItem, { ...template, id: 9089 }];
    const context = (dryRun: boolean) => ({
      payload,
      user: admin,
      dryRun,
      report: emptyReport(dryRun),
      ids: {
        authors: new Map(),
        terms: new Map(),
        categorySlugs: new Map([[seoWpId, 'seo']]),
        media: new Map(),
        mediaByPath: new Map(),
        popups: new Map<number, number | string>(),
        forms: new Map(),
      },
      progress: () => undefined,
    });

    const dry = context(true);
    await importPopups(dry, items, (href) => href);
    expect(dry.report.counts.popups.created).toBe(1);
    expect(await importedPopup(9092)).toBeUndefined();

    const ctx = context(false);
    await importPopups(ctx, items, (href) => href);
    expect(ctx.report.errors).toEqual([]);
    const unresolved = ctx.report.contentNotes.filter((n) => n.detail.includes('בתנאי ההצגה'));
    expect(unresolved.map((n) => n.detail)).toEqual(['העמוד 7777 שבתנאי ההצגה לא יובא, ולכן החלון לא יוצג בו']);
    expect((await importedPopup(9092))?.placement).toMatchObject({
      show_on: 'chosen',
      pages: [],
      exclude_categories: [seo[0]?.id],
    });
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'עמוד לחלון', slug: 'popup-placement-test', wordpressId: 9089, _status: 'published' },
      overrideAccess: true,
    });
    await placePopupsOnPages(ctx, items);
    expect(ctx.report.errors).toEqual([]);
    const placed = await importedPopup(9092);
    expect(placed?.placement).toMatchObject({ show_on: 'chosen', pages: [page.id], exclude_categories: [seo[0]?.id] });
    await payload.delete({ collection: 'popups', id: Number(placed?.id), overrideAccess: true });
    await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true });
  });
});

describe("importing the shop's products", () => {
  const importedProducts = async () => {
    const { docs } = await payload.find({ collection: 'products', ...asAdmin(), sort: 'legacyWcId' });
    return docs;
  };
  const slugsOf = async (collection: 'product-categories' | 'product-tags') => {
    const { docs } = await payload.find({ collection, ...asAdmin() });
    return new Map<number, { slug: string; parent: unknown }>(
      docs.map((d) => [d.id, { slug: d.slug, parent: 'parent' in d ? d.parent : null }]),
    );
  };

  it('imports the four products: prices, stock, kind, featured, pictures, categories (with hierarchy) and tags', async () => {
    expect(first.counts.products).toEqual({ created: 4, updated: 0, skipped: 0 });
    const docs = await importedProducts();
    expect(
      docs.map((d) => [d.legacyWcId, d.slug, d.sku, d.kind, d.price, d.salePrice ?? null, d.stockMode, d.stockCount]),
    ).toEqual([
      [103, 'digital-marketing-course', 'COURSE-101', 'service', 890, null, 'unlimited', 0],
      [105, 'social-media-guide-book', 'BOOK-201', 'physical', 120, 89, 'count', 35],
      [109, 'marketing-planner', 'PLAN-301', 'physical', 59, null, 'count', 0],
      [111, 'marketing-consultation', 'CONSULT', 'service', 450, null, 'unlimited', 0],
    ]);
    expect(docs.map((d) => d._status)).toEqual(['published', 'published', 'published', 'published']);
    expect(docs.filter((d) => d.featured).map((d) => d.legacyWcId)).toEqual([103]);
    expect(docs.map((d) => (d.gallery ?? []).filter((g) => typeof g === 'number').length)).toEqual([1, 3, 1, 1]);
    expect(JSON.stringify(docs[0]?.description)).toContain('"tag":"h3"');
    expect(JSON.stringify(docs[0]?.shortDescription)).toContain('12 שיעורים מוקלטים');

    const categories = await slugsOf('product-categories');
    const tags = await slugsOf('product-tags');
    expect([...categories.values()].map((c) => c.slug).sort()).toEqual(
      ['books', 'consulting', 'courses', 'digital', 'uncategorized', 'מוצרי-מיתוג'].sort(),
    );
    const digital = [...categories.entries()].find(([, c]) => c.slug === 'digital')?.[0];
    expect([...categories.values()].find((c) => c.slug === 'courses')?.parent).toBe(digital);
    const slugs = (refs: unknown[] | null | undefined, of: Map<number, { slug: string }>) =>
      (refs ?? []).map((r) => of.get(Number(r))?.slug);
    expect(docs.map((d) => slugs(d.categories, categories))).toEqual([
      ['courses'],
      ['books'],
      ['מוצרי-מיתוג'],
      ['consulting'],
    ]);
    expect(slugs(docs[0]?.tags, tags).sort()).toEqual(['אונליין', 'מתחילים']);
    const noted = first.contentNotes.filter((n) => n.wpId === 105 && n.kind === 'product').map((n) => n.detail);
    expect(noted.some((n) => n.includes('משקל 0.45'))).toBe(true);
  });

  it("keeps the variable product's variations as variants, found by their old ids like ?add-to-cart= links", async () => {
    const consultation = (await importedProducts()).find((d) => d.legacyWcId === 111);
    expect(consultation?.attributes?.map((a) => ({ name: a.name, values: a.values }))).toEqual([
      { name: 'משך', values: 'שעה, שלוש שעות' },
    ]);
    expect(consultation?.variants?.map((v) => [v.option1, v.sku, v.price, v.stockMode, v.legacyWcId])).toEqual([
      ['שעה', 'CONSULT-1H', 450, 'unlimited', 113],
      ['שלוש שעות', 'CONSULT-3H', 1200, 'unlimited', 114],
    ]);
    const { getCatalogue } = await import('../shop/get-catalogue');
    const { findPurchasable } = await import('../shop/purchasable');
    const catalogue = await getCatalogue();
    const variation = findPurchasable(catalogue, 114, null, new Date());
    expect(variation.ok && [variation.product.slug, variation.variant?.sku]).toEqual([
      'marketing-consultation',
      'CONSULT-3H',
    ]);
    const book = findPurchasable(catalogue, 105, null, new Date());
    expect(book.ok && book.product.slug).toBe('social-media-guide-book');
    const noted = first.contentNotes.filter((n) => n.wpId === 111).map((n) => n.detail);
    expect(noted.some((n) => n.includes('משך: שעה'))).toBe(true);
  });

  it("updates on a second import: no duplicates, variants keep their ids, the owner's SEO title stays", async () => {
    const before = (await importedProducts()).find((d) => d.legacyWcId === 111);
    const book = (await importedProducts()).find((d) => d.legacyWcId === 105);
    await payload.update({
      collection: 'products',
      id: Number(book?.id),
      data: { seo: { title: 'המדריך לרשתות – כותרת שהבעלים כתבה' }, _status: 'published' },
      user: admin,
      overrideAccess: false,
    });
    // The book's price went up on the old site, and it got an upsell: the course.
    const text = xml
      .split('<item>')
      .map((part) =>
        part.includes('<wp:post_id>105</wp:post_id>')
          ? part
              .replace(/(_regular_price\]\]><\/wp:meta_key>\s*<wp:meta_value><!\[CDATA\[)120/, '$1130')
              .replace(
                '</item>',
                '<wp:postmeta><wp:meta_key><![CDATA[_upsell_ids]]></wp:meta_key><wp:meta_value><![CDATA[a:1:{i:0;i:103;}]]></wp:meta_value></wp:postmeta></item>',
              )
          : part,
      )
      .join('<item>');
    const again = await runImport({ text });
    expect(again.errors).toEqual([]);
    expect(again.counts.products).toEqual({ created: 0, updated: 4, skipped: 0 });
    expect((await payload.count({ collection: 'products', overrideAccess: true })).totalDocs).toBe(4);
    expect((await payload.count({ collection: 'product-categories', overrideAccess: true })).totalDocs).toBe(6);
    expect((await payload.count({ collection: 'product-tags', overrideAccess: true })).totalDocs).toBe(2);
    const after = await importedProducts();
    const course = after.find((d) => d.legacyWcId === 103);
    const updatedBook = after.find((d) => d.legacyWcId === 105);
    expect(updatedBook?.price).toBe(130);
    expect(updatedBook?.salePrice).toBe(89);
    expect(updatedBook?.seo?.title).toBe('המדריך לרשתות – כותרת שהבעלים כתבה');
    expect(updatedBook?.related).toEqual([course?.id]);
    const ids = (d: typeof before) => d?.variants?.map((v) => v.id);
    expect(ids(after.find((d) => d.legacyWcId === 111))).toEqual(ids(before));
  }, 180_000);
});
