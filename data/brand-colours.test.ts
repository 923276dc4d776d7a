import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPayload } from '../cms/testing/temp-payload';

/** Site Settings → Design (issue 25): the brand colours, fonts and layout saved, checked, and on every page. */
let payload: Payload;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
}, 120_000);

afterAll(async () => {
  await cleanup?.();
});

const save = (brand: Record<string, string>, layout: Record<string, number | string> = {}) =>
  payload.updateGlobal({ slug: 'site-settings', data: { businessName: 'אריג', brand, layout }, overrideAccess: true });

/** The Hebrew messages of a refused save, by field path. */
async function refusal(
  brand: Record<string, string>,
  layout?: Record<string, number | string>,
): Promise<Record<string, string>> {
  try {
    await save(brand, layout);
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? [];
    return Object.fromEntries(errors.map((e) => [e.path, e.message]));
  }
  throw new Error('the save was not refused');
}

describe('brand colours in Site Settings', () => {
  it('reach every page as custom properties, with a readable button text, once saved', async () => {
    const { getSiteSettings } = await import('./get-settings');
    expect((await getSiteSettings()).designCss).toBe('');
    await save({ primary: '#7a1f3d', text: '#222222' });
    const css = (await getSiteSettings()).designCss;
    expect(css).toContain('--color-accent:#7a1f3d;--color-accent-contrast:#ffffff');
    expect(css).toContain('--color-text:#222222');
    // The browser's theme colour follows the primary.
    expect((await getSiteSettings()).themeColour).toBe('#7a1f3d');
  });

  it('refuses a text colour the background makes unreadable, in Hebrew, and keeps what was saved', async () => {
    const messages = await refusal({ primary: '#7a1f3d', text: '#aaaaaa' });
    expect(Object.keys(messages)).toEqual(['brand.text']);
    expect(messages['brand.text']).toMatch(/צבע הטקסט על צבע הרקע בניגודיות \u20662\.\d\d:1\u2069 בלבד/);
    expect(await refusal({ primary: 'אדום' })).toEqual({ 'brand.primary': expect.stringContaining('#RRGGBB') });
    const { getSiteSettings } = await import('./get-settings');
    expect((await getSiteSettings()).designCss).toContain('--color-text:#222222');
  });

  it('sets the content width and the corners, and refuses them out of range', async () => {
    await save({ primary: '#7a1f3d' }, { containerWidth: 1140, radius: 12 });
    const { getSiteSettings } = await import('./get-settings');
    expect((await getSiteSettings()).designCss).toContain('html:root{--container:71.25rem;--radius:12px}');
    expect(Object.keys(await refusal({}, { containerWidth: 300 }))).toEqual(['layout.containerWidth']);
    expect(Object.keys(await refusal({}, { radius: 2.5 }))).toEqual(['layout.radius']);
  });

  it('styles the buttons: the secondary colour with its readable text, their corners and their width', async () => {
    await save({ secondary: '#f2c14e' }, { buttonRadius: 40, buttonPadding: 'wide' });
    const { getSiteSettings } = await import('./get-settings');
    const css = (await getSiteSettings()).designCss;
    expect(css).toContain('--color-secondary:#f2c14e;--color-secondary-contrast:#1a1a1a');
    expect(css).toContain('--button-radius:40px;--button-padding-inline:2em');
    expect(await refusal({ secondary: '#777777' })).toEqual({
      'brand.secondary': expect.stringContaining('הצבע המשני אינו קריא'),
    });
    expect(Object.keys(await refusal({}, { buttonRadius: 41 }))).toEqual(['layout.buttonRadius']);
    expect(Object.keys(await refusal({}, { buttonPadding: 'huge' }))).toEqual(['layout.buttonPadding']);
  });

  it('sets the room between sections for every page', async () => {
    await save({}, { sectionSpacing: 'spacious' });
    const { getSiteSettings } = await import('./get-settings');
    // Saved with what the earlier saves left (a group's other fields are kept).
    expect((await getSiteSettings()).designCss).toMatch(/html:root\{[^}]*--space-5:4rem\}/);
    await save({}, { sectionSpacing: 'regular' });
    expect((await getSiteSettings()).designCss).not.toContain('--space-5');
    expect(Object.keys(await refusal({}, { sectionSpacing: 'vast' }))).toEqual(['layout.sectionSpacing']);
  });

  it('sets the type scale, and refuses a desktop heading smaller than the phone’s, in Hebrew', async () => {
    const setScale = (typeScale: Record<string, number | null>) =>
      payload.updateGlobal({ slug: 'site-settings', data: { typeScale }, overrideAccess: true });
    await setScale({ bodySize: 18, h1Mobile: 30, h1Desktop: 48 });
    const { getSiteSettings } = await import('./get-settings');
    const css = (await getSiteSettings()).designCss;
    expect(css).toContain('--text-body:1.125rem');
    expect(css).toMatch(/--text-h1:clamp\(1\.875rem, [^;]+, 3rem\)/);
    await expect(setScale({ h1Mobile: 40, h1Desktop: 30 })).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({ path: 'typeScale.h1Desktop', message: expect.stringContaining('קטנה מזו שבנייד') }),
        ],
      },
    });
    expect((await getSiteSettings()).designCss).toContain('--text-body:1.125rem');
    await setScale({ bodySize: 18, h3Mobile: 20, h3Desktop: 24 });
    expect((await getSiteSettings()).designCss).toMatch(/--text-h3:clamp\(1\.25rem, [^;}]+, 1\.5rem\)/);
    await expect(setScale({ h3Mobile: 20, h3Desktop: 30 })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'typeScale.h3Desktop' })] },
    });
    await setScale({ h4Size: 19, h5Size: 18, h6Size: 15 });
    expect((await getSiteSettings()).designCss).toContain('--text-h4:1.1875rem;--text-h5:1.125rem;--text-h6:0.9375rem');
    await expect(setScale({ h4Size: 16, h5Size: 18 })).rejects.toMatchObject({
      data: {
        errors: [expect.objectContaining({ path: 'typeScale.h5Size', message: expect.stringContaining('גדולה מ') })],
      },
    });
    await setScale({
      bodySize: null,
      h1Mobile: null,
      h1Desktop: null,
      h3Mobile: null,
      h3Desktop: null,
      h4Size: null,
      h5Size: null,
      h6Size: null,
    });
    expect((await getSiteSettings()).designCss).not.toContain('--text-');
  });

  it('sets the heading and body families, and refuses a family the site does not host', async () => {
    const setFonts = (fonts: Record<string, string | null>) =>
      payload.updateGlobal({ slug: 'site-settings', data: { fonts }, overrideAccess: true });
    await setFonts({ headings: 'frank-ruhl-libre', body: null });
    const { getSiteSettings } = await import('./get-settings');
    const settings = await getSiteSettings();
    expect(settings.fonts).toEqual({ body: 'heebo', headings: 'frank-ruhl-libre' });
    expect(settings.designCss).toContain("html:root.fonts{--font-heading:'Frank Ruhl Libre'");
    // The colours saved before stay.
    expect(settings.designCss).toContain('--color-accent:#7a1f3d');
    await expect(setFonts({ headings: 'Comic Sans' })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'fonts.headings' })] },
    });
    expect((await getSiteSettings()).fonts.headings).toBe('frank-ruhl-libre');
  });

  it("puts the owner's own icon in the browser tab, and keeps arig's when none is chosen", async () => {
    const { getSiteSettings } = await import('./get-settings');
    expect((await getSiteSettings()).favicon).toBeNull();
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0b5394' } })
      .png()
      .toBuffer();
    const icon = await payload.create({
      collection: 'media',
      data: { alt: 'סמל אריג' },
      file: { data: png, mimetype: 'image/png', name: 'arig-icon.png', size: png.length },
      overrideAccess: true,
    });
    await payload.updateGlobal({ slug: 'site-settings', data: { favicon: icon.id }, overrideAccess: true });
    expect((await getSiteSettings()).favicon?.src).toMatch(/^\/media\/arig-icon\.(webp|png)$/);
  });
});
