import type { Payload, TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, startTempPayload } from '../../cms/testing/temp-payload';
import { php } from './popup-testing';

/**
 * Elementor Pro's theme templates through the importer (issue 25): a header for the whole site but one
 * page, a single-article template for one category and an archive template for that category's archive,
 * each with Elementor's own widgets, from a small export.
 */
let payload: Payload;
let cleanup: () => Promise<void>;
let admin: TypedUser;

const cdata = (s: string) => `<![CDATA[${s}]]>`;
const meta = (key: string, value: string) =>
  `<wp:postmeta><wp:meta_key>${cdata(key)}</wp:meta_key><wp:meta_value>${cdata(value)}</wp:meta_value></wp:postmeta>`;
const item = (id: number, type: string, slug: string, title: string, extra = '') => `<item>
  <title>${cdata(title)}</title><dc:creator>${cdata('admin')}</dc:creator>
  <content:encoded>${cdata('<p>תוכן</p>')}</content:encoded><excerpt:encoded>${cdata('')}</excerpt:encoded>
  <wp:post_id>${id}</wp:post_id><wp:post_date>${cdata('2026-11-24 02:31:35')}</wp:post_date>
  <wp:post_date_gmt>${cdata('2026-11-24 00:31:35')}</wp:post_date_gmt><wp:post_name>${cdata(slug)}</wp:post_name>
  <wp:status>${cdata('publish')}</wp:status><wp:post_parent>0</wp:post_parent><wp:menu_order>0</wp:menu_order>
  <wp:post_type>${cdata(type)}</wp:post_type>${extra}</item>`;
const widget = (widgetType: string, settings: Record<string, unknown> = {}) => ({
  id: `w${widgetType.length}`,
  elType: 'widget',
  widgetType,
  settings,
  elements: [],
});
const elementor = (widgets: unknown[]) =>
  JSON.stringify([{ id: 'c1', elType: 'container', settings: {}, elements: widgets }]);

const xml = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>אתר בדיקה</title><link>http://127.0.0.1:8080</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:author><wp:author_id>1</wp:author_id><wp:author_login>${cdata('admin')}</wp:author_login><wp:author_email>${cdata('admin@example.test')}</wp:author_email><wp:author_display_name>${cdata('מנהלת')}</wp:author_display_name></wp:author>
<wp:category><wp:term_id>5</wp:term_id><wp:category_nicename>${cdata('fabrics')}</wp:category_nicename><wp:category_parent>${cdata('')}</wp:category_parent><wp:cat_name>${cdata('בדים')}</wp:cat_name></wp:category>
${item(12, 'page', 'about', 'אודות')}
${item(40, 'post', 'gsm', 'מהו GSM', `<category domain="category" nicename="fabrics">${cdata('בדים')}</category>`)}
${item(
  70,
  'elementor_library',
  'site-header',
  'כותרת האתר',
  meta('_elementor_template_type', 'header') +
    meta('_elementor_conditions', php(['include/general', 'exclude/singular/page/12', 'include/archive/author'])) +
    meta('_elementor_data', elementor([widget('theme-site-logo'), widget('nav-menu', { menu: 'main' })])),
)}
${item(
  71,
  'elementor_library',
  'fabric-article',
  'מאמר בדים',
  meta('_elementor_template_type', 'single-post') +
    meta('_elementor_conditions', php(['include/singular/in_category/5'])) +
    meta(
      '_elementor_data',
      elementor([widget('theme-post-title', { header_size: 'h1' }), widget('theme-post-content')]),
    ),
)}
${item(
  72,
  'elementor_library',
  'fabric-archive',
  'ארכיון בדים',
  meta('_elementor_template_type', 'archive') +
    meta('_elementor_conditions', php(['include/archive/category/5'])) +
    meta(
      '_elementor_data',
      elementor([widget('breadcrumbs'), widget('theme-archive-title', { align: 'center' }), widget('archive-posts')]),
    ),
)}
</channel></rss>`;

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  admin = await createTestAdmin(payload);
}, 120_000);

afterAll(async () => {
  await cleanup?.();
});

const asAdmin = () => ({ user: admin, overrideAccess: false, depth: 0 }) as const;
const importOnce = async () =>
  (await import('./run-import')).importWordPress({ payload, user: admin, xml, uploadsDir: null, dryRun: false });

describe('Elementor theme templates', () => {
  it('become header, single-article and archive templates with their conditions and widgets, once on re-import', async () => {
    const first = await importOnce();
    expect(first.errors).toEqual([]);
    expect(first.counts.templates).toEqual({ created: 3, updated: 0, skipped: 0 });
    const { docs } = await payload.find({
      collection: 'theme-templates',
      sort: 'wordpressId',
      draft: true,
      ...asAdmin(),
    });
    const [header, single, archive] = docs;
    const about = (await payload.find({ collection: 'pages', where: { wordpressId: { equals: 12 } }, ...asAdmin() }))
      .docs[0]!;
    const fabrics = (
      await payload.find({ collection: 'categories', where: { slug: { equals: 'fabrics' } }, ...asAdmin() })
    ).docs[0]!;
    expect(header).toMatchObject({
      kind: 'header',
      _status: 'published',
      rules: [
        { effect: 'include', target: 'entire-site' },
        { effect: 'exclude', target: 'specific-pages', pages: [about.id] },
      ],
    });
    const types = (doc: { layout?: unknown }) => JSON.stringify(doc.layout).match(/"type":"[a-z-]+"/g);
    expect(types(header!)).toEqual(expect.arrayContaining(['"type":"site-logo"', '"type":"site-menu"']));
    expect(single).toMatchObject({
      kind: 'single-post',
      rules: [{ effect: 'include', target: 'in-category', categories: [fabrics.id] }],
    });
    expect(types(single!)).toEqual(expect.arrayContaining(['"type":"post-title"', '"type":"post-content"']));
    expect(archive).toMatchObject({
      kind: 'archive',
      rules: [{ effect: 'include', target: 'category-archive', categories: [fabrics.id] }],
    });
    expect(types(archive!)).toEqual(
      expect.arrayContaining(['"type":"breadcrumbs"', '"type":"archive-title"', '"type":"archive-posts"']),
    );
    expect(first.contentNotes.filter((n) => n.kind === 'template').map((n) => n.detail)).toEqual([
      expect.stringContaining('"include/archive/author" אינו קיים באריג'),
      expect.stringContaining('יובא כתפריט האתר'),
    ]);
    expect(first.skipped.filter((s) => s.kind === 'elementor_library')).toEqual([]);

    const again = await importOnce();
    expect(again.counts.templates).toEqual({ created: 0, updated: 3, skipped: 0 });
    expect((await payload.count({ collection: 'theme-templates', ...asAdmin() })).totalDocs).toBe(3);
  });
});
