import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseWxr, type WxrItem, type WxrItemTerm } from '../../engines/wordpress/wxr';
import { productData, type ProductLookups, type ProductPlan } from './product-data';

const fixture = parseWxr(
  readFileSync(new URL('../../../shared/fixtures/wordpress/site-export.xml', import.meta.url), 'utf8'),
);

function item(id: number): WxrItem {
  const found = fixture.items.find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
}

const children = (id: number) => fixture.items.filter((i) => i.type === 'product_variation' && i.parentId === id);

/** Every picture, category and tag was imported (pictures as 1000 + attachment id), unless named missing. */
function lookups(missing: { media?: number[]; categories?: string[] } = {}): ProductLookups {
  return {
    media: (id) => (missing.media?.includes(id) ? null : 1000 + id),
    category: (slug) => (missing.categories?.includes(slug) ? null : `category:${slug}`),
    tag: (slug) => `tag:${slug}`,
    content: { media: () => null, link: (href) => href },
  };
}

function plan(product: WxrItem, variations: WxrItem[] = [], missing = {}): ProductPlan {
  const mapped = productData(product, variations, lookups(missing));
  if (!mapped.ok) throw new Error(mapped.reason);
  return mapped.plan;
}

/** A fixture product with other meta or terms. */
function changed(id: number, meta: Record<string, string>, terms?: WxrItemTerm[], other: Partial<WxrItem> = {}) {
  const base = item(id);
  return { ...base, ...other, meta: { ...base.meta, ...meta }, terms: terms ?? base.terms };
}

const typed = (type: string, base: WxrItem): WxrItemTerm[] => [
  ...base.terms.filter((t) => t.taxonomy !== 'product_type'),
  { taxonomy: 'product_type', slug: type, name: type },
];

const details = (p: ProductPlan) => p.notes.map((n) => n.detail).join('\n');

describe('the fixture products', () => {
  it('103: a virtual, featured course → a published service at 890 ₪, stock not tracked', () => {
    const p = plan(item(103));
    expect(p.data).toMatchObject({
      title: 'קורס שיווק דיגיטלי מקוון',
      slug: 'digital-marketing-course',
      sku: 'COURSE-101',
      kind: 'service',
      price: 890,
      salePrice: null,
      saleFrom: null,
      saleTo: null,
      stockMode: 'unlimited',
      featured: true,
      gallery: [1104],
      categories: ['category:courses'],
      tags: ['tag:אונליין', 'tag:מתחילים'],
      attributes: [],
      variants: [],
      legacyWcId: 103,
      _status: 'published',
    });
    const description = JSON.stringify(p.data.description);
    expect(description).toContain('"tag":"h3"');
    expect(description).toContain('12 שיעורי וידאו');
    expect(JSON.stringify(p.data.shortDescription)).toContain('12 שיעורים מוקלטים');
    expect(p.notes).toEqual([]);
    expect(p.skippedVariations).toEqual([]);
  });

  it('105: a book on sale, 120 → 89 ₪, 35 in stock, thumbnail and two gallery pictures; weight and size noted', () => {
    const p = plan(item(105));
    expect(p.data).toMatchObject({
      sku: 'BOOK-201',
      kind: 'physical',
      price: 120,
      salePrice: 89,
      stockMode: 'count',
      stockCount: 35,
      featured: false,
      gallery: [1106, 1107, 1108],
      categories: ['category:books'],
      tags: [],
      _status: 'published',
    });
    expect(p.notes).toEqual([{ kind: 'product', detail: expect.stringContaining('משקל 0.45, מידות 23×16×2') }]);
  });

  it('109: a planner out of stock → a count of 0, in its Hebrew-slug category', () => {
    const p = plan(item(109));
    expect(p.data).toMatchObject({
      sku: 'PLAN-301',
      price: 59,
      salePrice: null,
      stockMode: 'count',
      stockCount: 0,
      categories: ['category:מוצרי-מיתוג'],
    });
    expect(details(p)).toContain('משקל 0.3');
  });

  it('111: a variable consultation → attribute משך and a variant per variation with its SKU, price and id', () => {
    const p = plan(item(111), children(111));
    expect(p.data).toMatchObject({
      sku: 'CONSULT',
      kind: 'service',
      price: 450,
      salePrice: null,
      stockMode: 'unlimited',
      categories: ['category:consulting'],
      attributes: [{ name: 'משך', values: 'שעה, שלוש שעות' }],
      _status: 'published',
    });
    expect(p.data.variants).toEqual([
      {
        option1: 'שעה',
        option2: null,
        sku: 'CONSULT-1H',
        price: 450,
        salePrice: null,
        stockMode: 'unlimited',
        stockCount: 0,
        legacyWcId: 113,
      },
      {
        option1: 'שלוש שעות',
        option2: null,
        sku: 'CONSULT-3H',
        price: 1200,
        salePrice: null,
        stockMode: 'unlimited',
        stockCount: 0,
        legacyWcId: 114,
      },
    ]);
    expect(p.skippedVariations).toEqual([]);
    // WooCommerce's default choice has no place in arig: reported.
    expect(details(p)).toContain('משך: שעה');
  });
});

describe('edge cases', () => {
  it('a product without any price comes in as a draft at 0 ₪, with a note', () => {
    const p = plan(changed(103, { _regular_price: '', _sale_price: '', _price: '' }));
    expect(p.data).toMatchObject({ price: 0, salePrice: null, _status: 'draft' });
    expect(details(p)).toContain('אין מחיר');
  });

  it('a missing regular price falls back to the active price', () => {
    const p = plan(changed(103, { _regular_price: '', _price: '75.5' }));
    expect(p.data).toMatchObject({ price: 75.5, _status: 'published' });
    expect(details(p)).toContain('75.5');
  });

  it('numbers that are no numbers are reported, never guessed', () => {
    const p = plan(changed(105, { _regular_price: 'abc', _price: '', _sale_price: '1,200', _stock: 'lots' }));
    expect(p.data).toMatchObject({ price: 0, salePrice: null, stockMode: 'count', stockCount: 0, _status: 'draft' });
    const text = details(p);
    expect(text).toContain('"abc"');
    expect(text).toContain('"1,200"');
    expect(text).toContain('"lots"');
  });

  it('prices with decimals are exact; a sale not below the price is dropped', () => {
    expect(plan(changed(105, { _regular_price: '49.90', _sale_price: '39.99' })).data).toMatchObject({
      price: 49.9,
      salePrice: 39.99,
    });
    const p = plan(changed(105, { _regular_price: '89', _sale_price: '89' }));
    expect(p.data.salePrice).toBeNull();
    expect(details(p)).toContain('אינו נמוך');
  });

  it('keeps a sale schedule, and drops a sale whose end is before its start', () => {
    const scheduled = plan(changed(105, { _sale_price_dates_from: '1767225600', _sale_price_dates_to: '1769904000' }));
    expect(scheduled.data).toMatchObject({
      salePrice: 89,
      saleFrom: '2026-01-01T00:00:00.000Z',
      saleTo: '2026-02-01T00:00:00.000Z',
    });
    const backwards = plan(changed(105, { _sale_price_dates_from: '1769904000', _sale_price_dates_to: '1767225600' }));
    expect(backwards.data).toMatchObject({ salePrice: null, saleFrom: null, saleTo: null });
  });

  it('an unknown product type comes in as a simple product, as a draft, with a note', () => {
    const base = item(103);
    const p = plan(changed(103, {}, typed('subscription', base)));
    expect(p.data).toMatchObject({ price: 890, _status: 'draft' });
    expect(details(p)).toContain('"subscription"');
  });

  it('grouped and external products, and trashed ones, are refused with the reason', () => {
    const base = item(103);
    const external = productData(
      changed(103, { _product_url: 'https://example.com/x' }, typed('external', base)),
      [],
      lookups(),
    );
    expect(external).toEqual({ ok: false, reason: expect.stringContaining('https://example.com/x') });
    expect(productData(changed(103, {}, typed('grouped', base)), [], lookups())).toEqual({
      ok: false,
      reason: expect.stringContaining('grouped'),
    });
    expect(productData(changed(103, {}, undefined, { status: 'trash' }), [], lookups()).ok).toBe(false);
  });

  it('drafts stay drafts; hidden and password-protected products come in as drafts', () => {
    expect(plan(changed(103, {}, undefined, { status: 'pending' })).data._status).toBe('draft');
    expect(plan(changed(103, {}, undefined, { password: 'secret' })).data._status).toBe('draft');
    const hidden = [
      ...item(103).terms,
      ...['exclude-from-catalog', 'exclude-from-search'].map((slug) => ({
        taxonomy: 'product_visibility',
        slug,
        name: slug,
      })),
    ];
    expect(plan(changed(103, {}, hidden)).data._status).toBe('draft');
  });

  it('a SKU arig cannot hold, a missing picture and a category that was not imported are reported', () => {
    const p = plan(changed(105, { _sku: 'ספר 1' }), [], { media: [107], categories: ['books'] });
    expect(p.data).toMatchObject({ sku: null, gallery: [1106, 1108], categories: [] });
    const text = details(p);
    expect(text).toContain('"ספר 1"');
    expect(text).toContain('107');
    expect(text).toContain('"books"');
  });

  it('downloadable products are digital, their files reported; tax, purchase note and reviews are noted', () => {
    const files = 'a:1:{s:3:"abc";a:3:{s:2:"id";s:3:"abc";s:4:"name";s:9:"guide.pdf";s:4:"file";s:5:"x.pdf";}}';
    const p = plan(
      changed(103, {
        _downloadable: 'yes',
        _downloadable_files: files,
        _tax_status: 'none',
        _purchase_note: 'תודה!',
        _sold_individually: 'yes',
      }),
    );
    expect(p.data.kind).toBe('digital');
    const text = details(p);
    for (const expected of ['guide.pdf', '"none"', 'תודה!', 'יחידה אחת']) expect(text).toContain(expected);
  });

  it('upsells and cross-sells become related products', () => {
    const p = plan(changed(103, { _upsell_ids: 'a:1:{i:0;i:105;}', _crosssell_ids: 'a:2:{i:0;i:109;i:1;i:103;}' }));
    expect(p.related).toEqual([105, 109]);
  });

  it('a simple product with variations reports them as skipped', () => {
    const p = plan(item(103), children(111));
    expect(p.skippedVariations.map((s) => s.wpId)).toEqual([113, 114]);
  });
});

describe('variable products beyond the fixture', () => {
  const consultation = item(111);
  const [hour, threeHours] = children(111) as [WxrItem, WxrItem];
  const variation = (base: WxrItem, id: number, meta: Record<string, string>, other: Partial<WxrItem> = {}) => ({
    ...base,
    id,
    ...other,
    meta: { ...base.meta, ...meta },
  });

  it('"any value" becomes a variant per value; a later duplicate, a disabled and an unpriced variation are skipped', () => {
    const any = variation(
      hour,
      200,
      { 'attribute_%d7%9e%d7%a9%d7%9a': '', _sku: 'ANY', _regular_price: '300', _price: '300' },
      { menuOrder: 3 },
    );
    const disabled = variation(hour, 201, {}, { status: 'private' });
    const unpriced = variation(threeHours, 202, { _regular_price: '', _price: '', _sku: 'X' }, { menuOrder: 0 });
    const p = plan(consultation, [hour, threeHours, any, disabled, unpriced]);
    expect(p.data.variants.map((v) => [v.option1, v.legacyWcId])).toEqual([
      ['שעה', 113],
      ['שלוש שעות', 114],
    ]);
    expect(p.skippedVariations.map((s) => s.wpId).sort()).toEqual([200, 201, 202]);

    const alone = plan(consultation, [any]);
    expect(alone.data.variants.map((v) => [v.option1, v.sku, v.price, v.legacyWcId])).toEqual([
      ['שעה', 'ANY', 300, 200],
      ['שלוש שעות', 'ANY', 300, 200],
    ]);
  });

  it("keeps the variations' sale schedule on the product; a variation on another schedule loses its sale", () => {
    const dates = { _sale_price_dates_from: '1767225600', _sale_price_dates_to: '1769904000' };
    const first = variation(hour, 220, { ...dates, _sale_price: '400' });
    const other = variation(threeHours, 221, { _sale_price: '1000', _sale_price_dates_to: '1772323200' });
    const p = plan(consultation, [first, other]);
    expect(p.data).toMatchObject({ saleFrom: '2026-01-01T00:00:00.000Z', saleTo: '2026-02-01T00:00:00.000Z' });
    expect(p.data.variants.map((v) => [v.price, v.salePrice])).toEqual([
      [450, 400],
      [1200, null],
    ]);
    expect(details(p)).toContain('וריאציה 221');
  });

  it('a value no attribute holds is skipped; the product without any variant is a draft', () => {
    const odd = variation(hour, 203, { 'attribute_%d7%9e%d7%a9%d7%9a': 'יומיים' });
    const p = plan(consultation, [odd]);
    expect(p.skippedVariations).toEqual([{ wpId: 203, title: hour.title, reason: expect.stringContaining('יומיים') }]);
    expect(p.data).toMatchObject({ variants: [], _status: 'draft' });
  });

  it('a global attribute (pa_color) reads its values from the terms and its variations by term slug', () => {
    const attributes =
      'a:1:{s:8:"pa_color";a:6:{s:4:"name";s:8:"pa_color";s:5:"value";s:0:"";s:8:"position";i:0;s:10:"is_visible";i:1;s:12:"is_variation";i:1;s:11:"is_taxonomy";i:1;}}';
    const terms = [
      ...consultation.terms,
      { taxonomy: 'pa_color', slug: 'red', name: 'אדום' },
      { taxonomy: 'pa_color', slug: 'blue', name: 'כחול, כהה' },
    ];
    const product = changed(111, { _product_attributes: attributes, _default_attributes: '' }, terms);
    const red = variation(hour, 210, { attribute_pa_color: 'red' });
    const blue = variation(threeHours, 211, { attribute_pa_color: 'blue' });
    const p = plan(product, [red, blue]);
    expect(p.data.attributes).toEqual([{ name: 'color', values: 'אדום, כחול כהה' }]);
    expect(p.data.variants.map((v) => v.option1)).toEqual(['אדום', 'כחול כהה']);
  });

  it('more than two variation attributes cannot be sold as options: a draft, each variation reported', () => {
    const one = (key: string) =>
      `s:${key.length}:"${key}";a:6:{s:4:"name";s:${key.length}:"${key}";s:5:"value";s:5:"a | b";s:8:"position";i:0;s:10:"is_visible";i:1;s:12:"is_variation";i:1;s:11:"is_taxonomy";i:0;}`;
    const product = changed(111, { _product_attributes: `a:3:{${one('x')}${one('y')}${one('z')}}` });
    const p = plan(product, [hour, threeHours]);
    expect(p.data).toMatchObject({ attributes: [], variants: [], _status: 'draft' });
    expect(p.skippedVariations).toHaveLength(2);
  });

  it('an information-only attribute is reported', () => {
    const info =
      'a:1:{s:8:"material";a:6:{s:4:"name";s:8:"Material";s:5:"value";s:13:"Cotton | Wool";s:8:"position";i:0;s:10:"is_visible";i:1;s:12:"is_variation";i:0;s:11:"is_taxonomy";i:0;}}';
    expect(details(plan(changed(105, { _product_attributes: info })))).toContain('Material: Cotton, Wool');
  });
});
