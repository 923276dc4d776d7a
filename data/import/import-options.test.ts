import { readFile } from 'node:fs/promises';
import type { Payload, TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, createTestEditor, startTempPayload } from '../../cms/testing/temp-payload';
import type { ImportContext } from './context';
import { importOptions } from './import-options';
import type { AddressPlan, PlannedDoc } from './plan';
import { emptyReport, type ImportReport } from './report';
import { readWordPressOptions, type WordPressOptions } from './wordpress-options';
import { sampleOptions } from './wordpress-options.sample';

const fixture = new URL('../../../shared/fixtures/wordpress/', import.meta.url);
let xml: string;
let payload: Payload;
let admin: TypedUser;
let cleanup: () => Promise<void>;
let first: ImportReport;
const asAdmin = () => ({ user: admin, overrideAccess: false, depth: 0 }) as const;

function optionsFile(value: unknown): WordPressOptions {
  const read = readWordPressOptions(JSON.stringify(value));
  if ('error' in read) throw new Error(read.error);
  return read.options;
}

async function runImport(options: WordPressOptions, dryRun = false) {
  const { importWordPress } = await import('./run-import');
  return importWordPress({ payload, user: admin, xml, uploadsDir: null, dryRun, options });
}

const importedPageId = async (wpId: number) => {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { wordpressId: { equals: wpId } },
    draft: true,
    ...asAdmin(),
  });
  return docs[0]?.id;
};

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  xml = await readFile(new URL('site-export.xml', fixture), 'utf8');
  admin = await createTestAdmin(payload);
  // What the owner set in arig and the options file does not carry: it must survive the import.
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { businessName: 'אריג', phone: '03-555-0123' },
    ...asAdmin(),
  });
  await payload.updateGlobal({
    slug: 'chat-widget',
    data: { hiddenPaths: [{ path: '/checkout/' }], tracking: { dataLayer: 'arigLayer' } },
    ...asAdmin(),
  });
  await payload.updateGlobal({
    slug: 'accessibility-widget',
    data: { statementUrl: '/accessibility-statement/', icon: { style: 'person' } },
    ...asAdmin(),
  });
  first = await runImport(optionsFile(sampleOptions));
}, 240_000);

afterAll(async () => {
  await cleanup?.();
});

describe('importing the fixture export with an options file', () => {
  it('imports with no errors and counts each global it updated', () => {
    expect(first.errors).toEqual([]);
    // The WXR's site title (1), then site settings, chat widget and accessibility widget from the file.
    expect(first.counts.settings).toEqual({ created: 0, updated: 4, skipped: 0 });
  });

  it('makes the imported Elementor page (93) the home page, with the title and the WhatsApp number', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', ...asAdmin() });
    const home = await importedPageId(93);
    expect(home).toEqual(expect.any(Number));
    expect(settings.homePage).toBe(home);
    expect(settings.businessName).toBe('פאבליק – שיווק דיגיטלי');
    expect(settings.whatsapp).toBe('+972501234567');
    expect(settings.phone).toBe('03-555-0123');
  });

  it('configures the chat widget from Joinchat, keeping what the file does not carry', async () => {
    const chat = await payload.findGlobal({ slug: 'chat-widget', ...asAdmin() });
    expect(chat).toMatchObject({
      enabled: true,
      buttonTip: 'שאלה? כתבו לנו',
      message: 'שלום! 👋\n===\nאיך אפשר לעזור? [צרו קשר](/contact/)',
      messageSend: 'היי, הגעתי מ־{SITE}: {URL}',
      messageStart: 'פתחו שיחה',
      optinText: 'קראתי את [מדיניות הפרטיות](/about/) ואני מסכים/ה',
      optinCheck: true,
      buttonDelay: 2,
      messageDelay: -1,
      messageViews: 1,
      whatsappWeb: true,
      position: 'left',
      color: '#075e54',
      tracking: { gads: 'AW-123456789/AbC-d_1', dataLayer: 'arigLayer', gaEvent: 'generate_lead' },
    });
    expect(chat.hiddenPaths?.map((p) => p.path)).toEqual(['/checkout/']);
  });

  it('configures the accessibility widget from Ally', async () => {
    const widget = await payload.findGlobal({ slug: 'accessibility-widget', ...asAdmin() });
    expect(widget.icon).toEqual({ style: 'person', size: 'large', color: '#1b4f8a', cornerRadius: 12 });
    expect(widget.desktop).toMatchObject({ hidden: false, position: 'bottom-left', enableExactPosition: false });
    expect(widget.mobile).toMatchObject({
      position: 'bottom-left',
      enableExactPosition: true,
      exact: { xSide: 'left', x: 16, ySide: 'bottom', y: 80 },
    });
    expect(widget.tools).toMatchObject({ biggerText: true, contrast: true, hideImages: false, sitemap: true });
    expect(widget.tools?.screenReader).toBe(false);
    expect(widget.sitemapUrl).toBe('/wp-sitemap.xml');
    expect(widget.statementUrl).toBe('/accessibility-statement/');
    expect(widget.analytics?.enabled).toBe(true);
  });

  it('lists in the report what arig has no counterpart for', () => {
    const notes = first.contentNotes.filter((n) => n.kind === 'options');
    expect(notes.map((n) => n.title).sort()).toEqual(['Ally', 'הגדרות וורדפרס']);
    expect(notes.map((n) => n.detail).join('\n')).toMatch(/תיאור האתר \(תגית\) "שיווק דיגיטלי לעסקים קטנים"/);
  });

  it('writes nothing in a dry run, and counts what it would update', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings', ...asAdmin() });
    const dry = await runImport(
      optionsFile({ joinchat: { button_tip: 'לא נכתב' }, show_on_front: 'page', page_on_front: '87' }),
      true,
    );
    expect(dry.errors).toEqual([]);
    // The export's title, the home page (page 87, "about") and the chat widget.
    expect(dry.counts.settings.updated).toBe(3);
    const chat = await payload.findGlobal({ slug: 'chat-widget', ...asAdmin() });
    expect(chat.buttonTip).toBe('שאלה? כתבו לנו');
    const after = await payload.findGlobal({ slug: 'site-settings', ...asAdmin() });
    expect(after.homePage).toBe(before.homePage);
  });

  it('runs again without errors, keeps the same home page, and a bad front page leaves it as it is', async () => {
    const home = await importedPageId(93);
    const again = await runImport(optionsFile({ ...sampleOptions, page_on_front: '3', blogdescription: '' }));
    expect(again.errors).toEqual([]);
    const settings = await payload.findGlobal({ slug: 'site-settings', ...asAdmin() });
    expect(settings.homePage).toBe(home);
    const detail = again.contentNotes.filter((n) => n.kind === 'options').map((n) => n.detail);
    expect(detail.join('\n')).toMatch(/עמוד הבית של וורדפרס \(3\) יובא כטיוטה/);
    expect(await importedPageId(93)).toBe(home);
  }, 120_000);

  it('reports a global it may not write as an error of the settings, and goes on with the others', async () => {
    const editor = await createTestEditor(payload);
    const progress: string[] = [];
    const ctx: ImportContext = {
      payload,
      user: editor,
      dryRun: false,
      report: emptyReport(false),
      ids: {
        authors: new Map(),
        terms: new Map(),
        categorySlugs: new Map(),
        media: new Map(),
        mediaByPath: new Map(),
        popups: new Map(),
        forms: new Map(),
      },
      progress: (stage, done, total) => progress.push(`${stage} ${done}/${total}`),
    };
    const home: PlannedDoc = {
      wpId: 93,
      collection: 'pages',
      slug: 'elementor-home',
      path: '/elementor-home/',
      draft: false,
      oldKeys: [],
    };
    const plan: AddressPlan = {
      docs: new Map([[93, home]]),
      oldToNew: new Map(),
      oldOrigin: 'http://127.0.0.1:8080',
      basePath: '',
    };
    await importOptions(ctx, optionsFile(sampleOptions), plan);
    expect(ctx.report.errors.map((e) => [e.kind, e.title])).toEqual([
      ['settings', 'הגדרות האתר'],
      ['settings', 'כפתור וואטסאפ'],
      ['settings', 'וידג׳ט נגישות'],
    ]);
    expect(ctx.report.counts.settings.updated).toBe(0);
    expect(progress).toEqual(['options 1/3', 'options 2/3', 'options 3/3']);
  });
});
