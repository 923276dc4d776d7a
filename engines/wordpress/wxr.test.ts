import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { phpUnserialize } from './php-unserialize';
import { decodeSlug, parseWxr, WxrError, type WxrDocument, type WxrItem } from './wxr';

const fixtureUrl = new URL('../../../shared/fixtures/wordpress/site-export.xml', import.meta.url);
const fixtureXml = readFileSync(fixtureUrl, 'utf8');
const fixture = parseWxr(fixtureXml);

function item(doc: WxrDocument, id: number): WxrItem {
  const found = doc.items.find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
}

function count(doc: WxrDocument, type: string, status?: string): number {
  return doc.items.filter((i) => i.type === type && (status === undefined || i.status === status)).length;
}

const hebrew = /[\u0590-\u05ff]/;

describe('parseWxr on the fixture export', () => {
  it('reads the site header', () => {
    expect(fixture.site).toEqual({
      title: 'אתר בדיקה',
      description: '',
      link: 'http://127.0.0.1:8080',
      baseSiteUrl: 'http://127.0.0.1:8080',
      baseBlogUrl: 'http://127.0.0.1:8080',
      language: 'he-IL',
      wxrVersion: '1.2',
    });
  });

  it('parses the 510 KB file quickly', () => {
    const start = performance.now();
    parseWxr(fixtureXml);
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('counts every post type the README lists', () => {
    expect(fixture.items).toHaveLength(98);
    expect(count(fixture, 'post', 'publish')).toBe(32);
    expect(count(fixture, 'post', 'draft')).toBe(2);
    expect(count(fixture, 'page', 'publish')).toBe(5);
    expect(count(fixture, 'page', 'draft')).toBe(1);
    expect(count(fixture, 'attachment')).toBe(41);
    expect(count(fixture, 'nav_menu_item')).toBe(9);
    expect(count(fixture, 'elementor_library')).toBe(2);
    expect(count(fixture, 'product')).toBe(4);
    expect(count(fixture, 'product_variation')).toBe(2);
  });

  it('reads the three authors with Hebrew names', () => {
    expect(fixture.authors.map((a) => a.login)).toEqual(['admin', 'noa', 'yossi']);
    expect(fixture.authors[1]).toEqual({
      id: 2,
      login: 'noa',
      email: 'noa@example.test',
      displayName: 'נועה לוי',
      firstName: 'נועה',
      lastName: 'לוי',
    });
  });

  it('reads categories with their hierarchy and decoded Hebrew slugs', () => {
    const categories = fixture.terms.filter((t) => t.taxonomy === 'category');
    expect(categories.map((c) => [c.id, c.slug, c.name, c.parentSlug])).toEqual([
      [2, 'articles', 'Articles', null],
      [1, 'כללי', 'כללי', null],
      [3, 'seo', 'קידום אורגני', 'articles'],
    ]);
    expect(categories[0]!.description).toBe('מאמרים, מדריכים וטיפים בשיווק דיגיטלי.');
  });

  it('reads the 8 tags, decoding every slug but "wordpress"', () => {
    const tags = fixture.terms.filter((t) => t.taxonomy === 'post_tag');
    expect(tags).toHaveLength(8);
    expect(tags.map((t) => t.name).sort()).toEqual(
      ['גוגל', 'רשתות חברתיות', 'נגישות', 'מובייל', 'תוכן', 'פרסום ממומן', 'אנליטיקס', 'WordPress'].sort(),
    );
    expect(tags.find((t) => t.name === 'רשתות חברתיות')!.slug).toBe('רשתות-חברתיות');
    expect(tags.find((t) => t.name === 'WordPress')!.slug).toBe('wordpress');
    expect(tags.every((t) => !t.slug.includes('%'))).toBe(true);
  });

  it('reads wp:term elements with their taxonomy and parent', () => {
    const byTaxonomy = (taxonomy: string) => fixture.terms.filter((t) => t.taxonomy === taxonomy);
    expect(byTaxonomy('product_cat')).toHaveLength(6);
    expect(byTaxonomy('product_tag')).toHaveLength(2);
    expect(byTaxonomy('product_type')).toHaveLength(4);
    expect(byTaxonomy('product_visibility')).toHaveLength(4);
    expect(
      byTaxonomy('elementor_library_type')
        .map((t) => t.slug)
        .sort(),
    ).toEqual(['kit', 'popup']);
    expect(byTaxonomy('product_cat').find((t) => t.slug === 'courses')!.parentSlug).toBe('digital');
    expect(byTaxonomy('product_cat').some((t) => t.slug === 'מוצרי-מיתוג')).toBe(true);
    expect(byTaxonomy('nav_menu')).toMatchObject([{ id: 14, slug: 'ראשי', name: 'ראשי', parentSlug: null }]);
  });

  it('reads post 1: Hebrew slug, category and its one comment', () => {
    const post = item(fixture, 1);
    expect(post.title).toBe('שלום עולם!');
    expect(post.slug).toBe('שלום-עולם');
    expect(post.creator).toBe('admin');
    expect(post.terms).toEqual([{ taxonomy: 'category', slug: 'כללי', name: 'כללי' }]);
    expect(post.content).toContain('<p>Welcome to WordPress.');
    expect(post.comments).toHaveLength(1);
    expect(post.comments[0]).toMatchObject({
      id: 1,
      author: 'A WordPress Commenter',
      authorEmail: 'wapuu@wordpress.example',
      authorUrl: 'https://wordpress.org/',
      date: '2026-11-24 02:00:43',
      dateGmt: '2026-11-24 00:00:43',
      approved: '1',
      type: 'comment',
      parentId: 0,
      userId: 0,
    });
    expect(post.comments[0]!.content).toContain('<a href="https://en.gravatar.com/">Gravatar</a>');
    expect(fixture.items.reduce((n, i) => n + i.comments.length, 0)).toBe(1);
  });

  it('keeps drafts as drafts, with a null GMT date and an empty slug for draft 85', () => {
    const draft = item(fixture, 85);
    expect(draft).toMatchObject({ status: 'draft', slug: '', postDateGmt: null, creator: 'yossi' });
    expect(draft.postDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(item(fixture, 86)).toMatchObject({ status: 'draft', slug: 'campaign-checklist' });
    expect(item(fixture, 4).postDateGmt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('reads page hierarchy and item terms', () => {
    expect(item(fixture, 88)).toMatchObject({ type: 'page', slug: 'team', parentId: 87 });
    const slugsOf = (slug: string) =>
      fixture.items
        .find((i) => i.slug === slug)!
        .terms.filter((t) => t.taxonomy === 'category')
        .map((t) => t.slug)
        .sort();
    for (const slug of ['article-02', 'article-10', 'article-23', 'landing-page-guide']) {
      expect(slugsOf(slug)).toEqual(['articles', 'seo']);
    }
    expect(slugsOf('article-11')).toEqual(['seo']);
    const articles = fixture.items.filter((i) => /^article-\d\d$/.test(i.slug));
    expect(articles).toHaveLength(30);
    expect(articles.filter((a) => a.terms.some((t) => t.taxonomy === 'post_tag'))).toHaveLength(26);
  });

  it('reads attachments with their URL and attached file', () => {
    const attachments = fixture.items.filter((i) => i.type === 'attachment');
    for (const a of attachments) {
      expect(a.attachmentUrl).toBe(`http://127.0.0.1:8080/wp-content/uploads/${a.meta['_wp_attached_file']}`);
    }
    expect(fixture.items.filter((i) => i.type !== 'attachment').every((i) => i.attachmentUrl === null)).toBe(true);
    const metadata = phpUnserialize(item(fixture, 5).meta['_wp_attachment_metadata']!);
    expect(metadata).toMatchObject({ width: 1200, height: 675, file: '2026/11/article-1.jpg' });
  });

  it('keeps meta values raw: Elementor data of page 93 is JSON with 10 sections', () => {
    const page = item(fixture, 93);
    expect(page.meta['_elementor_edit_mode']).toBe('builder');
    expect(page.meta['_wp_page_template']).toBe('elementor_header_footer');
    const data: unknown = JSON.parse(page.meta['_elementor_data']!);
    expect(Array.isArray(data)).toBe(true);
    expect((data as { elType: string }[]).filter((el) => el.elType === 'section')).toHaveLength(10);
    expect(phpUnserialize(page.meta['_elementor_page_settings']!)).toEqual({ hide_title: 'yes' });
  });

  it('gives the popup conditions and display settings the README describes', () => {
    const popup = item(fixture, 92);
    expect(popup).toMatchObject({ slug: 'newsletter-popup', title: 'פופאפ – הרשמה לניוזלטר' });
    expect(popup.terms).toEqual([{ taxonomy: 'elementor_library_type', slug: 'popup', name: 'popup' }]);
    expect(phpUnserialize(popup.meta['_elementor_conditions']!)).toEqual(['include/singular/post']);
    expect(phpUnserialize(popup.meta['_elementor_popup_display_settings']!)).toEqual({
      triggers: { page_load: 'yes', page_load_delay: 5 },
      timing: { times: 'yes', times_times: 1, times_period: 'day' },
    });
    expect(phpUnserialize(popup.meta['_elementor_page_settings']!)).toMatchObject({
      width: { unit: 'px', size: 560 },
      entrance_animation_duration: { size: 0.8 },
    });
  });

  it("gives the kit's primary colour", () => {
    const kit = item(fixture, 91);
    expect(kit.meta['_elementor_template_type']).toBe('kit');
    const settings = phpUnserialize(kit.meta['_elementor_page_settings']!);
    expect(settings).toMatchObject({
      system_colors: [{ _id: 'primary', color: '#1B4F8A' }, { _id: 'secondary', color: '#F2A900' }, {}, {}],
      container_width: { unit: 'px', size: 1140 },
    });
  });

  it('reads products, their Hebrew attribute and variations', () => {
    const book = item(fixture, 105);
    expect(book.meta).toMatchObject({ _sku: 'BOOK-201', _regular_price: '120', _sale_price: '89', _stock: '35' });
    const consultation = item(fixture, 111);
    expect(consultation.terms).toContainEqual({ taxonomy: 'product_type', slug: 'variable', name: 'variable' });
    expect(phpUnserialize(consultation.meta['_product_attributes']!)).toEqual({
      '%d7%9e%d7%a9%d7%9a': {
        name: 'משך',
        value: 'שעה | שלוש שעות',
        position: 0,
        is_visible: 1,
        is_variation: 1,
        is_taxonomy: 0,
      },
    });
    const variations = fixture.items.filter((i) => i.type === 'product_variation');
    expect(variations.map((v) => [v.id, v.parentId, v.meta['_sku'], v.meta['attribute_%d7%9e%d7%a9%d7%9a']])).toEqual([
      [113, 111, 'CONSULT-1H', 'שעה'],
      [114, 111, 'CONSULT-3H', 'שלוש שעות'],
    ]);
  });

  it('reads the menu items in menu ראשי', () => {
    const items = fixture.items.filter((i) => i.type === 'nav_menu_item');
    expect(items.every((i) => i.terms.some((t) => t.taxonomy === 'nav_menu' && t.slug === 'ראשי'))).toBe(true);
    const whatsapp = items.find((i) => i.title === 'וואטסאפ')!;
    expect(whatsapp.meta['_menu_item_url']).toBe('https://wa.me/972501234567');
    expect(phpUnserialize(whatsapp.meta['_menu_item_classes']!)).toEqual(['menu-whatsapp']);
  });
});

const wxr10 = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.0/">
<channel>
  <title>Old &amp; Small</title>
  <link>http://old.example</link>
  <description>Just another blog</description>
  <language>en</language>
  <wp:wxr_version>1.0</wp:wxr_version>
  <wp:base_site_url>http://old.example</wp:base_site_url>
  <wp:base_blog_url>http://old.example</wp:base_blog_url>
  <wp:category><wp:category_nicename>news</wp:category_nicename><wp:category_parent></wp:category_parent><wp:cat_name><![CDATA[News]]></wp:cat_name></wp:category>
  <wp:tag><wp:tag_slug>%D7%97%D7%93%D7%A9</wp:tag_slug><wp:tag_name><![CDATA[חדש]]></wp:tag_name></wp:tag>
  <item>
    <title>Hello &lt;world&gt;</title>
    <link>http://old.example/?p=7</link>
    <dc:creator>olduser</dc:creator>
    <category><![CDATA[News]]></category>
    <category domain="category" nicename="news"><![CDATA[News]]></category>
    <category domain="tag"><![CDATA[חדש]]></category>
    <category domain="tag" nicename="%D7%97%D7%93%D7%A9"><![CDATA[חדש]]></category>
    <guid isPermaLink="false">http://old.example/?p=7</guid>
    <content:encoded><![CDATA[<p>code: if (a[b[0]]]]><![CDATA[> 1) and <!DOCTYPE html> shown as text</p>]]></content:encoded>
    <wp:post_id>7</wp:post_id>
    <wp:post_date>2009-05-01 10:00:00</wp:post_date>
    <wp:post_name>hello</wp:post_name>
    <wp:status>publish</wp:status>
    <wp:post_parent>0</wp:post_parent>
    <wp:menu_order>0</wp:menu_order>
    <wp:post_type>post</wp:post_type>
    <wp:postmeta><wp:meta_key>__proto__</wp:meta_key><wp:meta_value>polluted</wp:meta_value></wp:postmeta>
    <wp:postmeta><wp:meta_key>views</wp:meta_key><wp:meta_value>1</wp:meta_value></wp:postmeta>
    <wp:postmeta><wp:meta_key>views</wp:meta_key><wp:meta_value>2</wp:meta_value></wp:postmeta>
  </item>
</channel>
</rss>`;

describe('parseWxr on an older, smaller export', () => {
  it('parses a WXR 1.0 document that lacks authors, term ids, GMT dates and excerpts', () => {
    const doc = parseWxr(wxr10);
    expect(doc.site).toMatchObject({ title: 'Old & Small', wxrVersion: '1.0', language: 'en' });
    expect(doc.authors).toEqual([]);
    expect(doc.terms).toMatchObject([
      { id: 0, taxonomy: 'category', slug: 'news', name: 'News', parentSlug: null },
      { id: 0, taxonomy: 'post_tag', slug: 'חדש', name: 'חדש', parentSlug: null },
    ]);
    const post = doc.items[0]!;
    expect(post).toMatchObject({
      id: 7,
      title: 'Hello <world>',
      creator: 'olduser',
      postDate: '2009-05-01 10:00:00',
      postDateGmt: null,
      modifiedGmt: null,
      excerpt: '',
      password: '',
      sticky: false,
      attachmentUrl: null,
      comments: [],
    });
    expect(post.terms).toEqual([
      { taxonomy: 'category', slug: 'news', name: 'News' },
      { taxonomy: 'post_tag', slug: 'חדש', name: 'חדש' },
    ]);
  });

  it('joins CDATA sections split around "]]>" and keeps a DOCTYPE inside CDATA as text', () => {
    expect(parseWxr(wxr10).items[0]!.content).toBe('<p>code: if (a[b[0]]> 1) and <!DOCTYPE html> shown as text</p>');
  });

  it('keeps meta keys from the file as data (last value wins, "__proto__" pollutes nothing)', () => {
    const meta = parseWxr(wxr10).items[0]!.meta;
    expect(meta['views']).toBe('2');
    expect(Object.keys(meta).sort()).toEqual(['__proto__', 'views']);
    expect(meta['__proto__']).toBe('polluted');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('accepts a byte-order mark', () => {
    expect(parseWxr(`\uFEFF${wxr10}`).items).toHaveLength(1);
  });
});

function refusal(xml: string): WxrError {
  try {
    parseWxr(xml);
  } catch (error) {
    if (error instanceof WxrError) return error;
    throw error;
  }
  throw new Error('parseWxr accepted the document');
}

describe('parseWxr refuses unsafe or broken input with a Hebrew message', () => {
  it('refuses an entity-expansion bomb (billion laughs)', () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<rss><channel><wp:wxr_version>1.2</wp:wxr_version><title>&lol3;</title></channel></rss>`;
    const error = refusal(bomb);
    expect(error.message).toMatch(hebrew);
    expect(error.message).toContain('DOCTYPE');
  });

  it('refuses an external entity (XXE)', () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY x SYSTEM "file:///etc/passwd">]>
<rss><channel><wp:wxr_version>1.2</wp:wxr_version><title>&x;</title></channel></rss>`;
    expect(refusal(xxe).message).toContain('ENTITY');
  });

  it('refuses a bare ENTITY declaration without a DOCTYPE', () => {
    const xml = wxr10.replace('<rss', '<!ENTITY x SYSTEM "file:///etc/passwd">\n<rss');
    expect(refusal(xml).message).toMatch(hebrew);
  });

  it('refuses XML that is not a WXR export', () => {
    for (const xml of [
      '<?xml version="1.0"?><rss version="2.0"><channel><title>A plain feed</title></channel></rss>',
      '<feed xmlns="http://www.w3.org/2005/Atom"><wp:wxr_version>1.2</wp:wxr_version></feed>',
      '<rss><wp:wxr_version>1.2</wp:wxr_version></rss>',
      '<html><body>not xml at all</body></html>',
    ]) {
      const error = refusal(xml);
      expect(error.message).toMatch(hebrew);
      expect(error.message).toContain('WXR');
    }
  });

  it('refuses an empty file and a WXR version other than 1.x', () => {
    expect(refusal('').message).toMatch(hebrew);
    expect(refusal('   ').message).toMatch(hebrew);
    expect(refusal(wxr10.replace('<wp:wxr_version>1.0', '<wp:wxr_version>2.0')).message).toContain('2.0');
  });

  it('refuses truncated XML', () => {
    for (const cut of [fixtureXml.length / 2, fixtureXml.length - 10, fixtureXml.indexOf('</channel>')]) {
      expect(refusal(fixtureXml.slice(0, Math.floor(cut))).message).toContain('קטוע');
    }
    expect(refusal(wxr10.slice(0, wxr10.indexOf('<![CDATA[<p>') + 20)).message).toContain('קטוע');
  });

  it('refuses mismatched tags, a second root and stray text', () => {
    expect(refusal(wxr10.replace('</wp:post_name>', '</wp:status>')).message).toContain('<wp:post_name>');
    expect(refusal(`${wxr10}<rss></rss>`).message).toContain('שורש');
    expect(refusal(`${wxr10} trailing words`).message).toContain('מחוץ');
  });

  it('refuses runaway nesting', () => {
    const deep = `${'<x>'.repeat(10_000)}${'</x>'.repeat(10_000)}`;
    const xml = wxr10.replace('<wp:post_id>', `<deep>${deep}</deep><wp:post_id>`);
    expect(refusal(xml).message).toContain('עומק');
  });
});

describe('decodeSlug', () => {
  it('decodes percent-encoded UTF-8, in either case', () => {
    expect(decodeSlug('%d7%a9%d7%9c%d7%95%d7%9d-%d7%a2%d7%95%d7%9c%d7%9d')).toBe('שלום-עולם');
    expect(decodeSlug('%D7%A9%D7%9C%D7%95%D7%9D')).toBe('שלום');
    expect(decodeSlug('plain-slug')).toBe('plain-slug');
    expect(decodeSlug('')).toBe('');
  });

  it('leaves invalid sequences as they are and decodes the valid ones around them', () => {
    expect(decodeSlug('%d7')).toBe('%d7');
    expect(decodeSlug('%d7%a9%d7')).toBe('ש%d7');
    expect(decodeSlug('%ff%d7%a9')).toBe('%ffש');
    expect(decodeSlug('%zz%d7%a9')).toBe('%zzש');
    expect(decodeSlug('%c0%af')).toBe('%c0%af');
    expect(decodeSlug('100%')).toBe('100%');
  });

  it('never turns an escape into a path separator or control character', () => {
    expect(decodeSlug('..%2f..%2Fetc')).toBe('..%2f..%2Fetc');
    expect(decodeSlug('a%00b%20c')).toBe('a%00b%20c');
  });
});
