import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBuilderTestPages, type LayoutNode } from './builder-test-pages';
import { useSiteUnderTest } from './site-under-test';

/**
 * A text widget's typography, global or custom (issue 25, builder/parts/typography.ts), in the browser: the
 * custom settings reach the heading, the text and the button's link on a desktop and a phone, a widget left
 * global keeps the type scale, a counter's number and title take their own groups over the counter's own
 * size and weight, a form's labels, fields and button and a product card's title and price take theirs over
 * their own rules, and an out-of-range size is refused on save in Hebrew.
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
});
