import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../cms/seed/users';
import { previewFrame } from './builder-drag';
import { useBuilderTestPages, type LayoutNode } from './builder-test-pages';
import { signInThroughForm } from './sign-in';
import { useSiteUnderTest } from './site-under-test';

/**
 * A text widget's typography, global or custom (issue 25, builder/parts/typography.ts), in the browser: the
 * custom settings reach the heading, the text and the button's link on a desktop and a phone, a widget left
 * global keeps the type scale, a counter's number and title take their own groups over the counter's own
 * size and weight, a form's labels, fields and button and a product card's title and price take theirs over
 * their own rules, and an out-of-range size is refused on save in Hebrew. Then the same fields in the
 * studio's builder: an editor gives a heading a custom colour and size, a pale colour is refused in Hebrew
 * with the work kept, and the published page shows them.
 */
const site = useSiteUnderTest();
const stamp = Date.now();
const { createPage, context, open, finish } = useBuilderTestPages(site);

const content: LayoutNode[] = [
  { type: 'heading', props: { id: 'g', text: 'כותרת גלובלית', tag: 'h2' } },
  {
    type: 'heading',
    props: {
      id: 'c',
      text: 'כותרת מותאמת',
      tag: 'h2',
      typo_size_desktop: 40,
      typo_size_mobile: 24,
      typo_weight: '400',
      typo_line_height: 1.4,
    },
  },
  {
    type: 'text-editor',
    props: {
      id: 't',
      anchor_id: 'typo-text',
      html: '<p>טקסט בגופן הכותרות</p>',
      typo_font: 'heading',
      typo_size_tablet: 20,
    },
  },
  {
    type: 'button',
    props: {
      id: 'b',
      anchor_id: 'typo-button',
      text: 'כפתור',
      link: '/contact/',
      typo_size_desktop: 22,
      typo_weight: '400',
      typo_letter_spacing: 1.5,
      typo_transform: 'uppercase',
    },
  },
  {
    type: 'counter',
    props: {
      id: 'n',
      anchor_id: 'typo-counter',
      end: 120,
      title: 'לקוחות מרוצים מאוד',
      typo_number_size_desktop: 56,
      typo_number_weight: '400',
      typo_title_word_spacing: 4,
    },
  },
  // The seeded contact form (the first form document).
  {
    type: 'form',
    props: {
      id: 'f',
      anchor_id: 'typo-form',
      form_id: 1,
      typo_label_weight: '400',
      typo_field_size_desktop: 19,
      typo_button_letter_spacing: 2,
    },
  },
  {
    type: 'products',
    props: { id: 'p', anchor_id: 'typo-products', max_items: 1, typo_title_size_desktop: 26, typo_price_weight: '400' },
  },
];

const styleOf = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const s = getComputedStyle(el);
    return {
      size: s.fontSize,
      weight: s.fontWeight,
      lineHeight: s.lineHeight,
      family: s.fontFamily,
      letterSpacing: s.letterSpacing,
      transform: s.textTransform,
      wordSpacing: s.wordSpacing,
    };
  });

describe('typography of the text widgets', () => {
  const slug = `e2e-typography-${stamp}`;

  it('custom settings restyle their widget on a desktop and a phone; a global one keeps the type scale', async () => {
    // Its own address per attempt: a second one (vitest.e2e.config.ts) finds the first one's page saved.
    const address = `${slug}-${Date.now()}`;
    const res = await createPage(address, content);
    expect(res.status).toBe(201);

    const desktop = await context('desktop');
    let page = await open(desktop, `/${address}/`);
    const global = await styleOf(page, '#w-g');
    expect(await styleOf(page, '#w-c')).toMatchObject({ size: '40px', weight: '400', lineHeight: '56px' });
    expect(global.size).not.toBe('40px');
    expect(global.weight).toBe('700');
    // The heading family, through the same property as the site's headings (system font on a first page).
    expect((await styleOf(page, '#typo-text p')).family).toBe(global.family);
    expect(await styleOf(page, '#typo-button .w-button__link')).toMatchObject({
      size: '22px',
      weight: '400',
      letterSpacing: '1.5px',
      transform: 'uppercase',
    });
    expect(global).toMatchObject({ letterSpacing: 'normal', transform: 'none', wordSpacing: '0px' });
    // The number's group wins over the counter's own 2.5rem bold; the title's word spacing stays on the title.
    expect(await styleOf(page, '#typo-counter .w-counter__value')).toMatchObject({
      size: '56px',
      weight: '400',
      wordSpacing: '0px',
    });
    expect((await styleOf(page, '#typo-counter .w-counter__title')).wordSpacing).toBe('4px');
    // A form's groups over the form's own rules: the labels', the typed text's (not the boxes') and the button's.
    expect((await styleOf(page, '#typo-form label[for$="-name"]')).weight).toBe('400');
    expect((await styleOf(page, '#typo-form input[name="name"]')).size).toBe('19px');
    expect((await styleOf(page, '#typo-form textarea')).size).toBe('19px');
    expect((await styleOf(page, '#typo-form .w-form__submit')).letterSpacing).toBe('2px');
    // A product card's title, and its price's weight over the price's own bold.
    expect((await styleOf(page, '#typo-products .product-card__title')).size).toBe('26px');
    expect((await styleOf(page, '#typo-products .price__now')).weight).toBe('400');
    await finish(desktop);

    const phone = await context('mobile');
    page = await open(phone, `/${address}/`);
    expect(await styleOf(page, '#w-c')).toMatchObject({ size: '24px', weight: '400' });
    // The text's tablet size holds on a phone; the button's desktop size too.
    expect((await styleOf(page, '#typo-text p')).size).toBe('20px');
    expect((await styleOf(page, '#typo-button .w-button__link')).size).toBe('22px');
    await finish(phone);
  });

  it('an out-of-range size is refused on save, in Hebrew', async () => {
    const res = await createPage(`${slug}-refused`, [
      { type: 'heading', props: { id: 'x', text: 'קטנה מדי', typo_size_desktop: 11 } },
    ]);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('content.0.props.typo_size_desktop: גודל גופן');
  });

  it("an editor sets a heading's colour and size in the builder's fields; a pale colour is refused, then published", async () => {
    const address = `${slug}-studio-${Date.now()}`;
    const created = await createPage(address, [{ type: 'heading', props: { id: 'h', text: 'כותרת בבונה' } }]);
    const { doc } = (await created.json()) as { doc: { id: number } };
    const studioCtx = await context('desktop');
    const studio = await studioCtx.newPage();
    await signInThroughForm(studio, demoUsers.editor);
    await studio.goto(`/admin/builder/pages/${doc.id}`);
    const frame = await previewFrame(studio);
    await frame.getByText('כותרת בבונה').click();
    const status = () =>
      studio.locator('.arig-builder__status[role=status], .arig-builder__alert[role=alert]').allTextContents();
    const publish = () => studio.getByRole('button', { name: 'פרסום' }).first().click();

    // Puck keeps a hidden copy of the fields panel for small screens, hence `:visible`.
    await studio.locator('select[title="צבע"]:visible').first().selectOption({ label: 'צבע מותאם' });
    await studio.locator('input[name="colour_custom"]:visible').first().fill('#f3f6fa');
    await studio.locator('input[name="typo_size_desktop"]:visible').first().fill('40');
    await publish();
    await expect
      .poll(() => studio.locator('.arig-builder__alert[role=alert]').textContent(), { timeout: 15_000 })
      .toMatch(/colour_custom: הצבע המותאם ⁦#f3f6fa⁩ על רקע העמוד/);

    // The work is kept: a darker shade, and the page is published.
    await studio.locator('input[name="colour_custom"]:visible').first().fill('#7a1f3d');
    await publish();
    await expect.poll(status, { timeout: 15_000 }).toEqual([expect.stringContaining('העמוד פורסם'), '']);
    await finish(studioCtx);

    const visitor = await context('desktop');
    const page = await open(visitor, `/${address}/`);
    expect(await page.$eval('#w-h', (el) => [getComputedStyle(el).color, getComputedStyle(el).fontSize])).toEqual([
      'rgb(122, 31, 61)',
      '40px',
    ]);
    await finish(visitor);
  });
});
