import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { Navigation } from '../../cms/globals/navigation';
import { parseWxr, type WxrDocument, type WxrItem, type WxrTerm } from '../../engines/wordpress/wxr';
import { wxrItem } from '../../engines/wordpress/testing';
import { makeLinkRewriter } from './links';
import { menusToNavigation, type MenusAsNavigation } from './menu-tree';
import { isNavigationHref } from './navigation-href';
import { planAddresses } from './plan';

const fixture = new URL('../../../shared/fixtures/wordpress/site-export.xml', import.meta.url);

async function navigationOf(doc: WxrDocument): Promise<MenusAsNavigation> {
  const plan = await planAddresses(doc, async () => false);
  return menusToNavigation(doc, plan, makeLinkRewriter(plan, new Map()));
}

const notesOf = (nav: MenusAsNavigation, wpId: number) => nav.notes.filter((n) => n.wpId === wpId).map((n) => n.detail);

describe('the fixture export\'s menu "ראשי"', () => {
  let nav: MenusAsNavigation;
  beforeAll(async () => {
    nav = await navigationOf(parseWxr(await readFile(fixture, 'utf8')));
  });

  it("becomes the header menu, in WordPress order, one level of children, every address arig's", () => {
    expect(nav.header?.menu).toEqual({ id: 14, name: 'ראשי' });
    expect(nav.header?.items).toEqual([
      { label: 'דף הבית', href: '/', children: [] },
      { label: 'אודות', href: '/about/', children: [{ label: 'הצוות', href: '/team/' }] },
      { label: 'שירותים', href: '/elementor-home/', children: [] },
      { label: 'מאמרים', href: '/articles/', children: [{ label: 'קידום אורגני', href: '/articles/seo/' }] },
      { label: 'צור קשר', href: '/contact/', children: [] },
      { label: 'הצהרת נגישות', href: '/accessibility-statement/', children: [] },
      { label: 'וואטסאפ', href: 'https://wa.me/972501234567', children: [] },
    ]);
    expect(nav.footer).toEqual([]);
    expect(nav.empty).toEqual([]);
  });

  it("links the old accessibility statement to arig's own, and notes it with the new-window link and the classes", () => {
    expect(notesOf(nav, 101)).toEqual([
      expect.stringContaining('/accessibility-statement/'),
      expect.stringContaining('menu-accessibility'),
    ]);
    expect(notesOf(nav, 102)).toEqual([expect.stringContaining('בחלון חדש'), expect.stringContaining('menu-whatsapp')]);
    expect(nav.notes.map((n) => n.wpId).sort()).toEqual([101, 101, 102, 102]);
  });
});

const site = {
  title: 'אתר',
  description: '',
  link: 'https://old.example',
  baseSiteUrl: 'https://old.example',
  baseBlogUrl: 'https://old.example',
  language: 'he-IL',
  wxrVersion: '1.2',
};

function term(id: number, taxonomy: string, slug: string, name: string, parentSlug: string | null = null): WxrTerm {
  return { id, taxonomy, slug, name, parentSlug, description: '', meta: {} };
}

function post(id: number, type: string, slug: string, title: string, status = 'publish'): WxrItem {
  const at = { postDate: '2026-01-01 10:00:00', postDateGmt: '2026-01-01 08:00:00' };
  const modified = { modified: '2026-01-01 10:00:00', modifiedGmt: '2026-01-01 08:00:00' };
  return wxrItem({
    id,
    title,
    link: `https://old.example/${slug}/`,
    slug,
    status,
    type,
    ...at,
    ...modified,
    commentStatus: 'closed',
    pingStatus: 'closed',
  });
}

interface ItemSpec {
  title?: string;
  menu?: string | null;
  parent?: number;
  type?: string;
  object?: string;
  objectId?: number;
  url?: string;
  status?: string;
}

/** A `nav_menu_item`; `order` is its id unless the test says otherwise. */
function menuItem(id: number, spec: ItemSpec, order = id): WxrItem {
  const menu = spec.menu === undefined ? 'main' : spec.menu;
  return {
    ...post(id, 'nav_menu_item', String(id), spec.title ?? '', spec.status),
    menuOrder: order,
    terms: menu === null ? [] : [{ taxonomy: 'nav_menu', slug: menu, name: menu === 'main' ? 'ראשי' : 'קישורים' }],
    meta: {
      _menu_item_type: spec.type ?? 'custom',
      _menu_item_object: spec.object ?? 'custom',
      _menu_item_object_id: String(spec.objectId ?? id),
      _menu_item_menu_item_parent: String(spec.parent ?? 0),
      _menu_item_url: spec.url ?? '',
      _menu_item_target: '',
      _menu_item_classes: 'a:1:{i:0;s:0:"";}',
    },
  };
}

const page = (id: number, objectId: number, extra: ItemSpec = {}) =>
  menuItem(id, { type: 'post_type', object: 'page', objectId, ...extra });

function exportWith(menuItems: WxrItem[]): WxrDocument {
  return {
    site,
    authors: [],
    terms: [
      term(2, 'category', 'news', 'חדשות'),
      term(3, 'category', 'local', 'מקומי', 'news'),
      term(4, 'post_tag', 'x', 'איקס'),
      term(10, 'nav_menu', 'main', 'ראשי'),
      term(11, 'nav_menu', 'links', 'קישורים'),
      term(12, 'nav_menu', 'empty', 'ריק'),
    ],
    items: [
      post(20, 'page', 'about', 'אודות'),
      post(21, 'page', 'secret', 'סודי', 'draft'),
      post(22, 'page', 'shop', 'חנות'),
      post(23, 'page', 'team', 'צוות'),
      post(30, 'post', 'hello', 'שלום'),
      post(40, 'product', 'mug', 'ספל'),
      ...menuItems,
    ],
  };
}

const header = (nav: MenusAsNavigation) => nav.header?.items ?? [];

describe('menu items → links', () => {
  it("uses the item's label, else its object's title (markup removed)", async () => {
    const nav = await navigationOf(
      exportWith([page(100, 20), page(101, 30, { title: ' <i class="icon"></i> הבלוג ', object: 'post' })]),
    );
    expect(header(nav).map((i) => [i.label, i.href])).toEqual([
      ['אודות', '/about/'],
      ['הבלוג', '/hello/'],
    ]);
  });

  it('links categories and tags to their archives', async () => {
    const nav = await navigationOf(
      exportWith([
        menuItem(100, { type: 'taxonomy', object: 'category', objectId: 2 }),
        menuItem(101, { type: 'taxonomy', object: 'category', objectId: 3 }),
        menuItem(102, { type: 'taxonomy', object: 'post_tag', objectId: 4 }),
      ]),
    );
    expect(header(nav).map((i) => [i.label, i.href])).toEqual([
      ['חדשות', '/news/'],
      ['מקומי', '/news/local/'],
      ['איקס', '/tag/x/'],
    ]);
  });

  it("rewrites the old site's addresses (its home too) and keeps other sites' https, tel: and mailto: links", async () => {
    const nav = await navigationOf(
      exportWith([
        menuItem(100, { title: 'בית', url: 'https://old.example' }),
        menuItem(101, { title: 'אודות', url: 'https://old.example/about/#team' }),
        menuItem(102, { title: 'חיפוש', url: 'https://old.example/?s=abc' }),
        menuItem(103, { title: 'שותף', url: 'https://partner.example/x' }),
        menuItem(104, { title: 'טלפון', url: 'tel:+972-3-5551234' }),
        menuItem(105, { title: 'מייל', url: 'mailto:a@b.example' }),
      ]),
    );
    expect(header(nav).map((i) => i.href)).toEqual([
      '/',
      '/about/#team',
      '/?s=abc',
      'https://partner.example/x',
      'tel:+972-3-5551234',
      'mailto:a@b.example',
    ]);
    expect(nav.notes).toEqual([]);
  });

  it('leaves out, with a note, links the navigation refuses and items whose object is missing or not public', async () => {
    const nav = await navigationOf(
      exportWith([
        menuItem(100, { title: 'ישן', url: 'http://other.example/' }),
        menuItem(101, { title: 'רע', url: 'javascript:alert(1)' }),
        page(102, 404, { title: 'נעלם' }),
        page(103, 21),
        menuItem(104, { type: 'taxonomy', object: 'category', objectId: 77, title: 'קטגוריה' }),
        menuItem(105, { type: 'post_type', object: 'product', objectId: 40 }),
        menuItem(106, { title: 'טיוטה', url: 'https://partner.example/', status: 'draft' }),
        menuItem(107, { type: 'post_type_archive', object: 'product', title: 'החנות' }),
        menuItem(108, { url: 'https://partner.example/' }),
        menuItem(109, { title: 'סודי', url: 'https://old.example/secret/' }),
        page(110, 20),
      ]),
    );
    expect(header(nav).map((i) => i.href)).toEqual(['/about/']);
    for (const id of [100, 101, 102, 103, 104, 105, 106, 107, 108, 109])
      expect(notesOf(nav, id), String(id)).toEqual([expect.stringContaining('הפריט לא נכלל')]);
    expect(notesOf(nav, 100)[0]).toContain('http://other.example/');
    expect(notesOf(nav, 103)[0]).toContain('טיוטה');
    expect(notesOf(nav, 109)[0]).toContain('טיוטה');
  });

  it("links WordPress's own-address pages (shop, accessibility statement) to arig's own", async () => {
    const nav = await navigationOf(
      exportWith([page(100, 22), menuItem(101, { title: 'לחנות', url: 'https://old.example/shop/' })]),
    );
    expect(header(nav).map((i) => i.href)).toEqual(['/shop/', '/shop/']);
    expect(notesOf(nav, 100)).toEqual([expect.stringContaining('/shop/')]);
  });
});

describe('menu nesting → one level of children', () => {
  it('hangs deeper items under their top-level item, in menu order, with a note', async () => {
    const nav = await navigationOf(
      exportWith([page(100, 20), page(101, 23, { parent: 100 }), page(102, 30, { parent: 101, object: 'post' })]),
    );
    expect(header(nav)).toEqual([
      {
        label: 'אודות',
        href: '/about/',
        children: [
          { label: 'צוות', href: '/team/' },
          { label: 'שלום', href: '/hello/' },
        ],
      },
    ]);
    expect(notesOf(nav, 102)).toEqual([expect.stringContaining('רמה אחת של תת-תפריט')]);
  });

  it('puts an item whose parent is not in the menu at the top, with a note', async () => {
    const nav = await navigationOf(exportWith([page(100, 20), page(101, 23, { parent: 999 })]));
    expect(header(nav).map((i) => i.label)).toEqual(['אודות', 'צוות']);
    expect(notesOf(nav, 101)).toEqual([expect.stringContaining('999')]);
  });

  it('cuts a cycle once, and an item that is its own parent', async () => {
    const nav = await navigationOf(
      exportWith([
        page(100, 20, { parent: 101 }),
        page(101, 23, { parent: 100 }),
        page(102, 30, { parent: 102, object: 'post' }),
      ]),
    );
    expect(header(nav)).toEqual([
      { label: 'צוות', href: '/team/', children: [{ label: 'אודות', href: '/about/' }] },
      { label: 'שלום', href: '/hello/', children: [] },
    ]);
    expect(nav.notes.filter((n) => n.detail.includes('במעגל')).map((n) => n.wpId)).toEqual([101, 102]);
  });

  it('moves the children of a left-out item up to its place', async () => {
    const nav = await navigationOf(
      exportWith([page(100, 21), page(101, 20, { parent: 100 }), page(102, 23, { parent: 101 })]),
    );
    expect(header(nav)).toEqual([{ label: 'אודות', href: '/about/', children: [{ label: 'צוות', href: '/team/' }] }]);
    expect(notesOf(nav, 101)).toEqual([expect.stringContaining('עלה רמה')]);
  });

  it('gives a "#" parent its first child\'s address, and leaves out one with no children', async () => {
    const nav = await navigationOf(
      exportWith([
        menuItem(100, { title: 'עלינו', url: '#' }),
        page(101, 20, { parent: 100 }),
        page(102, 23, { parent: 100 }),
        menuItem(103, { title: 'ריק', url: '' }),
      ]),
    );
    expect(header(nav)).toEqual([
      {
        label: 'עלינו',
        href: '/about/',
        children: [
          { label: 'אודות', href: '/about/' },
          { label: 'צוות', href: '/team/' },
        ],
      },
    ]);
    expect(notesOf(nav, 100)).toEqual([expect.stringContaining('/about/')]);
    expect(notesOf(nav, 103)).toEqual([expect.stringContaining('לא נכלל')]);
  });
});

describe('several menus', () => {
  it('takes the biggest for the header and makes the others footer groups under their names, flattened', async () => {
    const nav = await navigationOf(
      exportWith([
        page(100, 20, { menu: 'links' }),
        page(101, 23, { menu: 'links', parent: 100 }),
        page(102, 20),
        page(103, 23),
        page(104, 30, { object: 'post' }),
        page(105, 30, { object: 'post', menu: null }),
      ]),
    );
    expect(nav.header?.menu.name).toBe('ראשי');
    expect(header(nav).map((i) => i.label)).toEqual(['אודות', 'צוות', 'שלום']);
    expect(nav.footer).toEqual([
      {
        menu: { id: 11, name: 'קישורים' },
        title: 'קישורים',
        links: [
          { label: 'אודות', href: '/about/' },
          { label: 'צוות', href: '/team/' },
        ],
      },
    ]);
    expect(notesOf(nav, 101)).toEqual([expect.stringContaining('אין תת-תפריטים')]);
    expect(notesOf(nav, 105)).toEqual([expect.stringContaining('אינו שייך לאף תפריט')]);
  });

  it('reports a menu left with nothing to show', async () => {
    const nav = await navigationOf(exportWith([page(100, 20), page(101, 21, { menu: 'links' })]));
    expect(nav.footer).toEqual([]);
    expect(nav.empty).toEqual([{ id: 11, name: 'קישורים' }]);
  });

  it('has nothing to write for an export without menus', async () => {
    expect(await navigationOf(exportWith([]))).toEqual({ header: null, footer: [], empty: [], notes: [] });
  });
});

describe("the navigation global's link rule", () => {
  it('is the one isNavigationHref checks before writing', async () => {
    const headerField = Navigation.fields.find((f) => 'name' in f && f.name === 'header');
    const hrefField =
      headerField?.type === 'array' ? headerField.fields.find((f) => 'name' in f && f.name === 'href') : undefined;
    const validate = hrefField?.type === 'text' && hrefField.hasMany !== true ? hrefField.validate : undefined;
    expect(validate).toBeDefined();
    const samples = [
      '/',
      '/about/#team',
      '/%D7%90/',
      '//evil.example/',
      'https://wa.me/972501234567',
      'http://old.example/',
      'tel:+972-3-5551234',
      'mailto:a@b.example',
      'javascript:alert(1)',
      '#top',
      '',
      '/a b/',
    ];
    for (const href of samples)
      expect((await validate?.(href, {} as never)) === true, href).toBe(isNavigationHref(href));
  });
});
