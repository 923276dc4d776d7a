import { describe, expect, it } from 'vitest';
import { cdata, postmeta, wxrAuthor, wxrDocument } from '../../engines/wordpress/wxr-write';
import { useImporterSite } from './import-testing';
import { php } from './popup-testing';

/**
 * Elementor Pro's theme templates through the importer (issue 25): a header for the whole site but one
 * page, a single-article template for one category, an archive template for that category's archive, a
 * template for all pages and one for the search results, each with Elementor's own widgets, from a small
 * export.
 */
const site = useImporterSite();

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

const xml = wxrDocument(`${wxrAuthor({ id: 1, login: 'admin', email: 'admin@example.test', name: 'מנהלת' })}
<wp:category><wp:term_id>5</wp:term_id><wp:category_nicename>${cdata('fabrics')}</wp:category_nicename><wp:category_parent>${cdata('')}</wp:category_parent><wp:cat_name>${cdata('בדים')}</wp:cat_name></wp:category>
${item(12, 'page', 'about', 'אודות')}
${item(40, 'post', 'gsm', 'מהו GSM', `<category domain="category" nicename="fabrics">${cdata('בדים')}</category>`)}
${item(
  70,
  'elementor_library',
  'site-header',
  'כותרת האתר',
  postmeta('_elementor_template_type', 'header') +
    postmeta('_elementor_conditions', php(['include/general', 'exclude/singular/page/12', 'include/archive/author'])) +
    postmeta('_elementor_data', elementor([widget('theme-site-logo'), widget('nav-menu', { menu: 'main' })])),
)}
${item(
  71,
  'elementor_library',
  'fabric-article',
  'מאמר בדים',
  postmeta('_elementor_template_type', 'single-post') +
    postmeta('_elementor_conditions', php(['include/singular/in_category/5'])) +
    postmeta(
      '_elementor_data',
      elementor([widget('theme-post-title', { header_size: 'h1' }), widget('theme-post-content')]),
    ),
)}
${item(
  72,
  'elementor_library',
  'fabric-archive',
  'ארכיון בדים',
  postmeta('_elementor_template_type', 'archive') +
    postmeta('_elementor_conditions', php(['include/archive/category/5'])) +
    postmeta(
      '_elementor_data',
      elementor([widget('breadcrumbs'), widget('theme-archive-title', { align: 'center' }), widget('archive-posts')]),
    ),
)}
${item(
  73,
  'elementor_library',
  'text-pages',
  'עמודי טקסט',
  postmeta('_elementor_template_type', 'single-page') +
    postmeta('_elementor_conditions', php(['include/singular/page'])) +
    postmeta('_elementor_data', elementor([widget('theme-post-title'), widget('theme-post-content')])),
)}
${item(
  74,
  'elementor_library',
  'search-results',
  'תוצאות חיפוש',
  postmeta('_elementor_template_type', 'search-results') +
    postmeta('_elementor_conditions', php(['include/archive/search'])) +
    postmeta('_elementor_data', elementor([widget('theme-archive-title'), widget('archive-posts')])),
)}`);

const asAdmin = () => ({ user: site.admin, overrideAccess: false, depth: 0 }) as const;
const importOnce = () => site.importXml(xml);

describe('Elementor theme templates', () => {
  it('become header, single-article, archive, page and search templates with their conditions and widgets, once on re-import', async () => {
    const first = await importOnce();
    expect(first.errors).toEqual([]);
    expect(first.counts.templates).toEqual({ created: 5, updated: 0, skipped: 0 });
    const { docs } = await site.payload.find({
      collection: 'theme-templates',
      sort: 'wordpressId',
      draft: true,
      ...asAdmin(),
    });
    const [header, single, archive, pages, search] = docs;
    const about = (
      await site.payload.find({ collection: 'pages', where: { wordpressId: { equals: 12 } }, ...asAdmin() })
    ).docs[0]!;
    const fabrics = (
      await site.payload.find({ collection: 'categories', where: { slug: { equals: 'fabrics' } }, ...asAdmin() })
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
    expect(pages).toMatchObject({ kind: 'single-page', rules: [{ effect: 'include', target: 'all-pages' }] });
    expect(types(pages!)).toEqual(['"type":"container"', '"type":"post-title"', '"type":"post-content"']);
    // A search's results come through Elementor's Archive Posts: arig's search-results widget shows them.
    expect(search).toMatchObject({ kind: 'search-results', rules: [{ effect: 'include', target: 'search' }] });
    expect(types(search!)).toEqual(['"type":"container"', '"type":"archive-title"', '"type":"search-results"']);
    expect(first.contentNotes.filter((n) => n.kind === 'template').map((n) => n.detail)).toEqual([
      expect.stringContaining('"include/archive/author" אינו קיים באריג'),
      expect.stringContaining('יובא כתפריט האתר'),
      expect.stringContaining('כווידג׳ט תוצאות החיפוש'),
    ]);
    expect(first.skipped.filter((s) => s.kind === 'elementor_library')).toEqual([]);

    const again = await importOnce();
    expect(again.counts.templates).toEqual({ created: 0, updated: 5, skipped: 0 });
    expect((await site.payload.count({ collection: 'theme-templates', ...asAdmin() })).totalDocs).toBe(5);
  });
});
