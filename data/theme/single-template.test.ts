import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../../cms/testing/temp-payload';
import { toLexical } from '../../cms/seed/lexical';

/** The theme builder's single-article templates: chosen by their saved conditions, explained in the studio. */
let payload: Payload;
let cleanup: () => Promise<void>;
const system = { overrideAccess: true } as const;
let fabrics: number;
let testing: number;
let inFabrics: { id: number; categoryIds: number[] };
let inTesting: { id: number; categoryIds: number[] };

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  const category = async (title: string, slug: string) =>
    (await payload.create({ collection: 'categories', data: { title, slug }, ...system })).id;
  fabrics = await category('בדים', 'fabrics');
  testing = await category('בדיקות מעבדה', 'testing');
  const post = async (slug: string, categoryId: number) => {
    const doc = await payload.create({
      collection: 'posts',
      data: {
        title: `מאמר ${slug}`,
        slug,
        categories: [categoryId],
        content: toLexical([{ type: 'p', text: 'גוף המאמר' }]),
        _status: 'published',
      },
      ...system,
    });
    return { id: doc.id, categoryIds: [categoryId] };
  };
  inFabrics = await post('gsm', fabrics);
  inTesting = await post('martindale', testing);
}, 120_000);

afterAll(async () => {
  await cleanup?.();
});

const layout = (text: string) => ({
  version: 1,
  root: { props: {} },
  content: [{ type: 'heading', props: { id: 'h', text, tag: 'h2' } }],
});

describe('single-article templates', () => {
  it('show the articles their conditions claim, the most specific first, and only once published', async () => {
    const { getSingleTemplateFor } = await import('./get-theme-template');
    expect(await getSingleTemplateFor(inFabrics)).toBeNull();
    await payload.create({
      collection: 'theme-templates',
      data: {
        title: 'כל המאמרים',
        kind: 'single-post',
        rules: [{ effect: 'include', target: 'all-posts' }],
        layout: layout('כללי'),
        _status: 'published',
      },
      ...system,
    });
    await payload.create({
      collection: 'theme-templates',
      data: {
        title: 'בדים בלבד',
        kind: 'single-post',
        rules: [{ effect: 'include', target: 'in-category', categories: [fabrics] }],
        layout: layout('בדים'),
        _status: 'published',
      },
      ...system,
    });
    await payload.create({
      collection: 'theme-templates',
      data: {
        title: 'טיוטה למאמר אחד',
        kind: 'single-post',
        rules: [{ effect: 'include', target: 'specific-posts', posts: [inTesting.id] }],
        layout: layout('טיוטה'),
        _status: 'draft',
      },
      ...system,
    });
    expect((await getSingleTemplateFor(inFabrics))?.title).toBe('בדים בלבד');
    expect((await getSingleTemplateFor(inTesting))?.title).toBe('כל המאמרים');
  });

  it("starts a new template as the site's own article: the article's widgets beside its side column", async () => {
    const doc = await payload.create({
      collection: 'theme-templates',
      data: { title: 'חדשה', kind: 'single-post' },
      ...system,
    });
    type Node = { type: string; props: { css_classes?: string; items?: Node[] } };
    const [layout] = (doc.layout as { content: Node[] }).content;
    expect(layout?.props.css_classes).toBe('container article-layout');
    const [article, aside] = layout?.props.items ?? [];
    expect(aside?.type).toBe('article-aside');
    const flat = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.type, ...flat(n.props.items ?? [])]);
    expect(flat(article?.props.items ?? [])).toEqual([
      'breadcrumbs',
      'container',
      'post-title',
      'post-meta',
      'post-image',
      'post-content',
      'post-meta',
      'author-box',
      'post-navigation',
    ]);
  });

  it('refuses a category rule without a category, in Hebrew', async () => {
    await expect(
      payload.create({
        collection: 'theme-templates',
        data: { title: 'חסרה קטגוריה', kind: 'single-post', rules: [{ effect: 'include', target: 'in-category' }] },
        ...system,
      }),
    ).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'rules.0.categories', message: 'בחרו קטגוריה אחת לפחות.' })] },
    });
  });

  it('tell a signed-in editor where each applies, with the names of its categories', async () => {
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'editor@arig.example', password: 'secret-pass-1', name: 'עורכת', roles: ['editor'] },
      ...system,
    });
    const { docs } = await payload.find({
      collection: 'theme-templates',
      where: { title: { equals: 'בדים בלבד' } },
      user: editor,
      overrideAccess: false,
    });
    expect(docs[0]?.appliesTo).toBe('חלה על המאמרים בקטגוריות ״בדים״.');
    const { docs: asVisitor } = await payload.find({ collection: 'theme-templates', overrideAccess: false });
    expect(asVisitor.every((d) => d.appliesTo === undefined || d.appliesTo === null)).toBe(true);
  });
});

describe('header and footer templates', () => {
  it('start from their own kind of layout, and a chosen page wins over the entire site', async () => {
    const { getThemeTemplateFor } = await import('./get-theme-template');
    const about = await payload.create({
      collection: 'pages',
      data: { title: 'אודות', slug: 'about-chrome', _status: 'published' },
      ...system,
    });
    const site = await payload.create({
      collection: 'theme-templates',
      data: { title: 'כותרת לכל האתר', kind: 'header', rules: [{ effect: 'include', target: 'entire-site' }] },
      ...system,
    });
    const types = (doc: { layout?: unknown }) =>
      (doc.layout as { content: { props: { items: { type: string }[] } }[] }).content[0]?.props.items.map(
        (w) => w.type,
      );
    expect(types(site)).toEqual(['site-logo', 'site-menu', 'search-form', 'button', 'menu-account', 'menu-cart']);
    await payload.update({ collection: 'theme-templates', id: site.id, data: { _status: 'published' }, ...system });
    await payload.create({
      collection: 'theme-templates',
      data: {
        title: 'כותרת לאודות',
        kind: 'header',
        rules: [{ effect: 'include', target: 'specific-pages', pages: [about.id] }],
        _status: 'published',
      },
      ...system,
    });
    const footer = await payload.create({
      collection: 'theme-templates',
      data: {
        title: 'תחתית',
        kind: 'footer',
        rules: [{ effect: 'include', target: 'front-page' }],
        _status: 'published',
      },
      ...system,
    });
    expect(types(footer)).toEqual(['container', 'subscribe']);

    const header = (target: Parameters<typeof getThemeTemplateFor>[1]) =>
      getThemeTemplateFor('header', target).then((t) => t?.title);
    expect(await header({ kind: 'page', id: about.id, front: false })).toBe('כותרת לאודות');
    expect(await header({ kind: 'article', id: inFabrics.id, categoryIds: inFabrics.categoryIds })).toBe(
      'כותרת לכל האתר',
    );
    expect(await header({ kind: 'other' })).toBe('כותרת לכל האתר');
    expect((await getThemeTemplateFor('footer', { kind: 'page', id: 1, front: true }))?.title).toBe('תחתית');
    expect(await getThemeTemplateFor('footer', { kind: 'page', id: about.id, front: false })).toBeNull();
    // A header template never shows an article: the kinds do not mix.
    expect((await getThemeTemplateFor('single-post', { kind: 'page', id: about.id, front: false }))?.title).toBe(
      undefined,
    );
  });

  it('name the chosen pages where the studio says where they apply', async () => {
    const editor = await payload.find({ collection: 'users', where: { email: { equals: 'editor@arig.example' } } });
    const { docs } = await payload.find({
      collection: 'theme-templates',
      where: { title: { equals: 'כותרת לאודות' } },
      user: editor.docs[0],
      overrideAccess: false,
    });
    expect(docs[0]?.appliesTo).toBe('חלה על העמודים ״אודות״.');
  });
});

describe('archive templates', () => {
  it("start from the archive's widgets, and claim the archives their conditions name, the most specific first", async () => {
    const { archiveLayoutFor } = await import('./archive-template');
    const { getCategoryMap } = await import('../get-category');
    const categories = await getCategoryMap();
    const fabricsArchive = { kind: 'category', category: categories.get(fabrics)! } as const;
    const testingArchive = { kind: 'category', category: categories.get(testing)! } as const;
    const tagArchive = {
      kind: 'listing',
      archive: { kind: 'tag', title: 'GSM', description: null, url: '/tag/gsm/', scope: { tags: ['gsm'] }, seo: null },
    } as const;
    const own = await archiveLayoutFor(fabricsArchive);
    expect(own.template).toBeNull();
    expect(own.layout.content.map((n) => n.type)).toEqual(['taxonomy-filter', 'loop-grid']);

    const fabricsOnly = await payload.create({
      collection: 'theme-templates',
      data: {
        title: 'ארכיון הבדים',
        kind: 'archive',
        rules: [{ effect: 'include', target: 'category-archive', categories: [fabrics] }],
        _status: 'published',
      },
      ...system,
    });
    const items = (fabricsOnly.layout as { content: { props: { items: { type: string }[] } }[] }).content[0]?.props;
    expect(items?.items.map((w) => w.type)).toEqual([
      'breadcrumbs',
      'archive-title',
      'taxonomy-filter',
      'archive-posts',
    ]);
    await payload.create({
      collection: 'theme-templates',
      data: {
        title: 'כל הארכיונים',
        kind: 'archive',
        rules: [{ effect: 'include', target: 'all-archives' }],
        layout: layout('ארכיון'),
        _status: 'published',
      },
      ...system,
    });

    const fabricsLayout = await archiveLayoutFor(fabricsArchive);
    expect(fabricsLayout.template?.title).toBe('ארכיון הבדים');
    expect(fabricsLayout.scope).toEqual({ categories: ['fabrics'] });
    expect((await archiveLayoutFor(testingArchive)).template?.title).toBe('כל הארכיונים');
    expect((await archiveLayoutFor(tagArchive)).template?.title).toBe('כל הארכיונים');
    // An archive condition never reaches an article.
    const { getSingleTemplateFor } = await import('./get-theme-template');
    expect((await getSingleTemplateFor(inFabrics))?.title).not.toBe('ארכיון הבדים');
  });

  it('refuses a category-archive rule without a category, and names the categories for the studio', async () => {
    await expect(
      payload.create({
        collection: 'theme-templates',
        data: { title: 'חסרה', kind: 'archive', rules: [{ effect: 'include', target: 'category-archive' }] },
        ...system,
      }),
    ).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'rules.0.categories', message: 'בחרו קטגוריה אחת לפחות.' })] },
    });
    const editor = await payload.find({ collection: 'users', where: { email: { equals: 'editor@arig.example' } } });
    const { docs } = await payload.find({
      collection: 'theme-templates',
      where: { title: { equals: 'ארכיון הבדים' } },
      user: editor.docs[0],
      overrideAccess: false,
    });
    expect(docs[0]?.appliesTo).toBe('חלה על ארכיוני הקטגוריות ״בדים״.');
  });
});

describe('404 templates', () => {
  it('start from the site’s own 404 page as widgets, and show the 404 page alone', async () => {
    const { getThemeTemplateFor } = await import('./get-theme-template');
    const lost = await payload.create({
      collection: 'theme-templates',
      data: { title: 'לא נמצא', kind: 'not-found', rules: [{ effect: 'include', target: 'not-found' }] },
      ...system,
    });
    const items = (lost.layout as { content: { props: { items: { type: string }[] } }[] }).content[0]?.props.items;
    expect(items?.map((w) => w.type)).toEqual([
      'heading',
      'text-editor',
      'container',
      'search-form',
      'heading',
      'posts',
    ]);
    expect(await getThemeTemplateFor('not-found', { kind: 'not-found' })).toBeNull(); // a draft until published
    await payload.update({ collection: 'theme-templates', id: lost.id, data: { _status: 'published' }, ...system });
    expect((await getThemeTemplateFor('not-found', { kind: 'not-found' }))?.title).toBe('לא נמצא');
    expect(await getThemeTemplateFor('not-found', { kind: 'other' })).toBeNull();
  });
});

describe('page templates', () => {
  it("start from the page's title, image and text, and claim the pages their conditions name", async () => {
    const { getPageTemplateFor } = await import('./get-theme-template');
    const page = async (slug: string) =>
      (
        await payload.create({
          collection: 'pages',
          data: { title: `עמוד ${slug}`, slug, _status: 'published' },
          ...system,
        })
      ).id;
    const [privacy, terms] = [await page('privacy'), await page('terms')];
    const all = await payload.create({
      collection: 'theme-templates',
      data: {
        title: 'עמודי טקסט',
        kind: 'single-page',
        rules: [
          { effect: 'include', target: 'all-pages' },
          { effect: 'exclude', target: 'specific-pages', pages: [terms] },
        ],
      },
      ...system,
    });
    const items = (all.layout as { content: { props: { items: { type: string }[] } }[] }).content[0]?.props.items;
    expect(items?.map((w) => w.type)).toEqual(['post-title', 'post-image', 'post-content']);
    expect(await getPageTemplateFor({ id: privacy }, false)).toBeNull(); // a draft until published
    await payload.update({ collection: 'theme-templates', id: all.id, data: { _status: 'published' }, ...system });
    expect((await getPageTemplateFor({ id: privacy }, false))?.title).toBe('עמודי טקסט');
    expect(await getPageTemplateFor({ id: terms }, false)).toBeNull();
    // The front page is more specific than all pages.
    await payload.create({
      collection: 'theme-templates',
      data: {
        title: 'עמוד הבית',
        kind: 'single-page',
        rules: [{ effect: 'include', target: 'front-page' }],
        layout: layout('בית'),
        _status: 'published',
      },
      ...system,
    });
    expect((await getPageTemplateFor({ id: privacy }, true))?.title).toBe('עמוד הבית');
    expect((await getPageTemplateFor({ id: privacy }, false))?.title).toBe('עמודי טקסט');
  });
});

describe('search-results templates', () => {
  it("start from the search's title, field and results, and show the search results alone", async () => {
    const { getThemeTemplateFor } = await import('./get-theme-template');
    const results = await payload.create({
      collection: 'theme-templates',
      data: {
        title: 'תוצאות',
        kind: 'search-results',
        rules: [{ effect: 'include', target: 'search' }],
        _status: 'published',
      },
      ...system,
    });
    const items = (results.layout as { content: { props: { items: { type: string }[] } }[] }).content[0]?.props.items;
    expect(items?.map((w) => w.type)).toEqual(['archive-title', 'search-form', 'search-results']);
    expect((await getThemeTemplateFor('search-results', { kind: 'search' }))?.title).toBe('תוצאות');
    expect(await getThemeTemplateFor('search-results', { kind: 'not-found' })).toBeNull();
  });
});
