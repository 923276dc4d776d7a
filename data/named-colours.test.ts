import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../cms/testing/temp-payload';

/**
 * Site Settings → Design (issue 25): the accent and the named colours saved, checked, on every page as
 * custom properties, and referred to by layouts, whose save is refused in Hebrew when a reference cannot be
 * honoured. Runs on SQLite and on PostgreSQL.
 */
let payload: Payload;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
}, 120_000);

afterAll(async () => {
  await cleanup?.();
});

const light = { id: '3f1c2a9', name: 'רקע בהיר', colour: '#F3F6FA' };
const wine = { id: 'b77e0d4', name: 'יין', colour: '#7a1f3d' };

const saveBrand = (brand: Record<string, unknown>) =>
  payload.updateGlobal({ slug: 'site-settings', data: { businessName: 'אריג', brand }, overrideAccess: true });

/** The Hebrew messages of a refused save, by field path. */
async function refusal(save: () => Promise<unknown>): Promise<Record<string, string>> {
  try {
    await save();
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? [];
    return Object.fromEntries(errors.map((e) => [e.path, e.message]));
  }
  throw new Error('the save was not refused');
}

const layout = (...content: { type: string; props: Record<string, unknown> }[]) => ({
  version: 1,
  root: { props: { title: '' } },
  content: content.map((node, i) => ({ ...node, props: { id: `n${i}`, ...node.props } })),
});
const box = (background: string) => ({ type: 'container', props: { background, items: [] } });
const heading = (colour: string) => ({ type: 'heading', props: { text: 'שירותים', colour } });

let pages = 0;
const savePage = (content: ReturnType<typeof layout>) =>
  payload.create({
    collection: 'pages',
    data: { title: 'צבעים', slug: `colours-${++pages}`, layout: content, _status: 'published' },
    overrideAccess: true,
  });

describe('the accent and the named colours in Site Settings', () => {
  it('reach every page as custom properties by id, once saved', async () => {
    await saveBrand({ accent: '#12A37F', customColours: [light, wine] });
    const { getSiteSettings } = await import('./get-settings');
    const settings = await getSiteSettings();
    expect(settings.designCss).toContain('--color-highlight:#12a37f;--color-highlight-contrast:#1a1a1a');
    expect(settings.designCss).toContain(
      '--color-custom-3f1c2a9:#f3f6fa;--color-custom-3f1c2a9-on:#1a1a1a;--color-custom-b77e0d4:#7a1f3d;--color-custom-b77e0d4-on:#ffffff;--color-custom-b77e0d4-text:#7a1f3d',
    );
    expect(settings.designCss).toMatch(
      /^:root:not\(\.a11y-contrast-high, \.a11y-contrast-dark, \.a11y-contrast-light\)\{/,
    );
    expect(settings.namedColours).toEqual([
      { id: '3f1c2a9', name: 'רקע בהיר' },
      { id: 'b77e0d4', name: 'יין' },
    ]);
  });

  it('refuses a bad colour, an empty or repeated name and an unreadable accent, in Hebrew, on the row at fault', async () => {
    const messages = await refusal(() =>
      saveBrand({
        customColours: [light, { name: 'רקע בהיר', colour: '#ffffff' }, { name: 'אדום', colour: 'red' }],
      }),
    );
    expect(messages).toEqual({
      'brand.customColours.1.name': 'כבר יש צבע בשם "רקע בהיר"; לכל צבע שם משלו.',
      'brand.customColours.2.colour': expect.stringContaining('אדום: יש לכתוב צבע בתבנית'),
    });
    expect(await refusal(() => saveBrand({ accent: '#808080' }))).toEqual({
      'brand.accent': expect.stringContaining('צבע ההדגשה אינו קריא'),
    });
    const { getSiteSettings } = await import('./get-settings');
    expect((await getSiteSettings()).namedColours).toHaveLength(2);
  });
});

describe('a layout that refers to them', () => {
  it('is saved as a reference and rendered through the custom properties', async () => {
    const page = await savePage(layout(box('colour:3f1c2a9'), box('accent'), heading('colour:b77e0d4')));
    const content = (page.layout as { content: { props: Record<string, unknown> }[] }).content;
    expect(content.map((n) => n.props.background ?? n.props.colour)).toEqual([
      'colour:3f1c2a9',
      'accent',
      'colour:b77e0d4',
    ]);
  });

  it('is refused, in Hebrew, when a heading colour does not read on the page or a colour was deleted', async () => {
    const pale = await refusal(() => savePage(layout(heading('colour:3f1c2a9'))));
    expect(pale.layout).toContain('content.0.props.colour: רקע בהיר (⁦#f3f6fa⁩) על צבע הרקע של העמוד');
    expect(pale.layout).toContain('⁦1.08:1⁩');
    // The accent #12a37f is 3.20:1 on white: a fine background, too pale for a heading.
    expect((await refusal(() => savePage(layout(heading('accent'))))).layout).toContain('צבע ההדגשה (⁦#12a37f⁩)');
    const gone = await refusal(() => savePage(layout(box('colour:deleted1'))));
    expect(gone.layout).toContain('content.0.props.background: הצבע הגלובלי שנבחר נמחק מהגדרות האתר');
  });

  it('still renders, as if unset, once its colour is deleted in Site Settings', async () => {
    await saveBrand({ customColours: [light] });
    const { getSiteSettings } = await import('./get-settings');
    expect((await getSiteSettings()).designCss).not.toContain('b77e0d4');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { RenderLayout } = await import('../builder/render-layout');
    const stored = (await payload.find({ collection: 'pages', where: { slug: { equals: 'colours-1' } } })).docs[0]!;
    const html = renderToStaticMarkup(createElement(RenderLayout, { layout: stored.layout as never }));
    // The heading names a property the page no longer sets: the stylesheet falls back to the text's colour.
    expect(html).toContain('style="--w-colour:var(--color-custom-b77e0d4-text)"');
    expect(html).toContain('w-colour--ref');
  });
});

describe('a custom text colour in a layout', () => {
  let ids = 0;
  const own = (custom: string) => ({
    type: 'heading',
    props: { id: `own${++ids}`, text: 'כותרת', colour: 'custom', colour_custom: custom },
  });
  const boxWith = (background: string, ...items: ReturnType<typeof own>[]) => ({
    type: 'container',
    props: { background, items },
  });

  it('is checked against the surface it sits on: the nearest box with a colour, else the page', async () => {
    await saveBrand({ accent: '', secondary: '', customColours: [light] });
    // White on the secondary box; dark inside a transparent box inside it; dark on the page.
    await savePage(layout(boxWith('secondary', own('#FFFFFF')), own('#2f3b4c')));
    const messages = await refusal(() =>
      savePage(layout(boxWith('secondary', own('#1a1a1a')), boxWith('', own('#f3f6fa')))),
    );
    expect(messages.layout).toContain(
      'content.0.props.items.0.props.colour_custom: הצבע המותאם ⁦#1a1a1a⁩ על הרקע "הצבע המשני" (⁦#2f3b4c⁩)',
    );
    expect(messages.layout).toContain(
      'content.1.props.items.0.props.colour_custom: הצבע המותאם ⁦#f3f6fa⁩ על רקע העמוד',
    );
  });

  it('keeps Site Settings from a change that would make it unreadable, naming the page; nothing is saved', async () => {
    const page = await savePage(layout(boxWith('colour:3f1c2a9', own('#2f3b4c'))));
    const { getSiteSettings } = await import('./get-settings');
    // The secondary turned pale: the white text on the first test's secondary box would not read.
    const pale = await refusal(() => saveBrand({ secondary: '#f3c96b' }));
    expect(pale['brand.secondary']).toMatch(/^השינוי לא נשמר: בעמוד "צבעים" יש טקסט בצבע מותאם שלא יהיה קריא:/);
    expect(pale['brand.secondary']).toContain('הצבע המותאם ⁦#ffffff⁩ על הרקע "הצבע המשני" (⁦#f3c96b⁩)');
    expect((await getSiteSettings()).designCss).not.toContain('f3c96b');
    // The named colour darkened under this page's dark text: refused until the page is gone.
    const dark = [{ ...light, colour: '#3a3f47' }];
    expect((await refusal(() => saveBrand({ customColours: dark })))['brand.customColours']).toContain(
      'הצבע המותאם ⁦#2f3b4c⁩ על הרקע "רקע בהיר" (⁦#3a3f47⁩)',
    );
    await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true });
    await saveBrand({ customColours: dark });
    expect((await getSiteSettings()).designCss).toContain('--color-custom-3f1c2a9:#3a3f47');
  });
});
