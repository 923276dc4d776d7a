import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderWidget, validateWidget } from '../testing';
import { review } from '../../widgets/reviews/testing';
import type { FormFieldDef } from '../../engines/forms/definition';
import { formContext, testForm } from '../../widgets/form/testing';
import { typographyMsg } from './typography';

/** The markup of these widgets as rendered before they had typography (commit 6844c3e): it must not change. */
const before = JSON.parse(readFileSync(new URL('./typography-parts.baseline.json', import.meta.url), 'utf8')) as [
  string,
  Record<string, unknown>,
  string,
][];

const custom = (prefix: string) => ({
  [`${prefix}_font`]: 'heading',
  [`${prefix}_size_desktop`]: 40,
  [`${prefix}_weight`]: '700',
  [`${prefix}_word_spacing`]: 2.4,
});
// A desktop size holds on tablet and phone too.
const classes = 'w--tf w--ts-d w--ts-t w--ts-m w--tw w--tws';
const style = 'style="--w-font:var(--font-heading);--w-fs-d:2.5rem;--w-fw:700;--w-ws:0.15rem"';

function errors(type: string, props: Record<string, unknown>) {
  const result = validateWidget(type, props);
  return result.ok ? [] : result.errors.map((e) => [e.path, e.message]);
}

describe('typography of the counter, icon list, tabs, accordion, toggle, progress bar, form, alert and reviews', () => {
  it.each(before)('%s: a layout stored before the settings renders byte for byte as before', (type, props, html) => {
    expect(renderWidget(type, props).html).toBe(html);
  });

  it("counter: the number's group on the number (with its prefix and suffix), the title's on the title", () => {
    const { html } = renderWidget('counter', { title: 'לקוחות', ...custom('typo_number'), typo_title_size_mobile: 15 });
    expect(html).toContain(`<p class="w-counter__value ${classes}" ${style}>`);
    expect(html).toContain('<p class="w-counter__title w--ts-m" style="--w-fs-m:0.9375rem">לקוחות</p>');
    expect(html.slice(0, html.indexOf('>'))).not.toContain('style=');
  });

  it('icon list: the group on the list, so every item takes it', () => {
    const { html } = renderWidget('icon-list', custom('typo'));
    expect(html.startsWith(`<ul class="w w-icon-list w-icon-list--vertical w-align-start ${classes}" ${style}>`)).toBe(
      true,
    );
  });

  it('accordion and toggle: the group on every title, not on the panels', () => {
    for (const type of ['accordion', 'toggle']) {
      const { html } = renderWidget(type, custom('typo_title'));
      const titles = html.match(/<div class="w-disclosure__title[^>]*>/g) ?? [];
      expect(titles, type).toEqual([
        `<div class="w-disclosure__title ${classes}" ${style}>`,
        `<div class="w-disclosure__title ${classes}" ${style}>`,
      ]);
      expect(html, type).toContain('<div class="w-disclosure__panel">');
    }
  });

  it("accordion, toggle and tabs: the contents' group on every panel, apart from the titles'", () => {
    for (const type of ['accordion', 'toggle']) {
      const { html } = renderWidget(type, { ...custom('typo_content'), typo_title_weight: '400' });
      expect(html.match(/<div class="w-disclosure__panel[^>]*>/g), type).toEqual([
        `<div class="w-disclosure__panel ${classes}" ${style}>`,
        `<div class="w-disclosure__panel ${classes}" ${style}>`,
      ]);
      expect(html, type).toContain('<div class="w-disclosure__title w--tw" style="--w-fw:400">');
    }
    const { html } = renderWidget('tabs', custom('typo_content'));
    expect(html).toContain(`role="tabpanel" class="w-tabs__panel ${classes}" ${style}`);
    expect(html).toContain(`role="tabpanel" class="w-tabs__panel is-inactive ${classes}" ${style}`);
    expect(html).toContain('<div role="tablist" class="w-tabs__list w-align-start">');
  });

  it("reviews: the quote's group on each quote, the name's on each name, and none without them", () => {
    const reviews = [review(2), review(1)];
    const { html } = renderWidget('reviews', { ...custom('typo_text'), typo_author_weight: '700' }, { reviews });
    expect(html.match(/<blockquote class="w-reviews__text[^>]*>/g)).toEqual([
      `<blockquote class="w-reviews__text ${classes}" ${style}>`,
      `<blockquote class="w-reviews__text ${classes}" ${style}>`,
    ]);
    expect(html).toContain('<span class="w-reviews__author w--tw" style="--w-fw:700">ממליץ 2</span>');
    const plain = renderWidget('reviews', {}, { reviews }).html;
    expect(plain).toContain('<blockquote class="w-reviews__text"><p>המלצה מספר 2</p></blockquote>');
    expect(plain).toContain('<span class="w-reviews__author">ממליץ 2</span>');
  });

  it('tabs: the group on the tab list (its tabs inherit it) and on each title shown without JavaScript', () => {
    const { html } = renderWidget('tabs', custom('typo_title'));
    expect(html).toContain(`<div role="tablist" class="w-tabs__list w-align-start ${classes}" ${style}>`);
    expect(html.split(`<p class="w-tabs__nojs-title ${classes}" ${style} aria-hidden="true">`)).toHaveLength(3);
    expect(html).toContain('<div role="tabpanel" class="w-tabs__panel"');
  });

  it("progress bar: the title's group on the title (its accessible name), not on the percentage", () => {
    const { html } = renderWidget('progress-bar', { title: 'עיצוב', ...custom('typo_title') });
    expect(html).toContain(`<span id="w-w1-label" class="w-progress__title ${classes}" ${style}>עיצוב</span>`);
    expect(html).toContain('<span class="w-progress__percent" aria-hidden="true">');
  });

  it("progress bar: the inner text's group on the bar's text and on the percentage, apart from the title's", () => {
    const { html } = renderWidget('progress-bar', {
      title: 'עיצוב',
      inner_text: 'מצוין',
      ...custom('typo_inner'),
      typo_title_weight: '400',
    });
    expect(html).toContain(`<span class="w-progress__percent ${classes}" ${style} aria-hidden="true">`);
    expect(html).toContain(`<span class="w-progress__inner ${classes}" ${style}>מצוין</span>`);
    expect(html).toContain('<span id="w-w1-label" class="w-progress__title w--tw" style="--w-fw:400">עיצוב</span>');
  });

  it("form: the labels' group on every label (a field's, a group's legend, each choice, a box's), nothing else", () => {
    const choice: FormFieldDef = {
      kind: 'radio',
      name: 'when',
      label: 'מתי',
      required: false,
      width: { desktop: 100, tablet: 100, mobile: 100 },
      options: [{ label: 'בוקר', value: 'am' }],
    };
    const ctx = formContext();
    ctx.forms = { '7': { ...testForm, fields: [...testForm.fields, choice] } };
    const { html } = renderWidget('form', { form_id: 7, ...custom('typo_label') }, ctx);
    expect(html).toContain(`<label class="w-form__label ${classes}" ${style} for="w-w1-name">שם`);
    expect(html).toContain(`<legend class="w-form__label ${classes}" ${style}>מתי</legend>`);
    expect(html).toContain(`<label class="w-form__choice ${classes}" ${style}><input type="radio"`);
    expect(html).toContain(`<label for="w-w1-privacy" class="${classes}" ${style}>אני מסכים/ה`);
    expect(html).toContain('<h2 class="w-form__title" id="w-w1-title">');
    // Four fields' labels, the box's, the legend and its one choice: nothing else takes the group.
    expect(html.match(/--w-fs-d/g)).toHaveLength(7);
    // Without the group, every label is as it was.
    expect(renderWidget('form', { form_id: 7 }, formContext()).html).toContain(
      '<label class="w-form__label" for="w-w1-name">שם',
    );
  });

  it("form: the fields' group on what is typed or chosen (not boxes, choices or files), the button's on the button", () => {
    const { html } = renderWidget(
      'form',
      { form_id: 7, ...custom('typo_field'), typo_button_weight: '400' },
      formContext(),
    );
    const control = (markup: string, name: string) =>
      markup.match(new RegExp(`<(?:input|textarea|select) id="w-w1-${name}"[^>]*>`))?.[0];
    for (const name of ['name', 'email', 'subject', 'message'])
      expect(control(html, name), name).toContain(`class="${classes}" ${style}`);
    expect(control(html, 'privacy')).not.toContain('class=');
    expect(html).toContain('<button type="submit" class="w-form__submit w--tw" style="--w-fw:400">');
    expect(html).toContain('<label class="w-form__label" for="w-w1-name">שם');
    // Without the groups, the fields and the button are as they were.
    const plain = renderWidget('form', { form_id: 7 }, formContext()).html;
    for (const name of ['name', 'email', 'subject', 'message'])
      expect(control(plain, name), name).not.toContain('class=');
    expect(plain).toContain('<button type="submit" class="w-form__submit">');
  });

  it("alert: the title's group on the title, the description's on each of its paragraphs", () => {
    const { html } = renderWidget('alert', {
      title: 'שימו לב',
      description: 'א\n\nב',
      ...custom('typo_description'),
      typo_title_weight: '400',
    });
    expect(html).toContain('<p class="w-alert__title w--tw" style="--w-fw:400">');
    expect(html).toContain(`<p class="w-alert__description ${classes}" ${style}>א</p>`);
    expect(html).toContain(`<p class="w-alert__description ${classes}" ${style}>ב</p>`);
  });

  it('validates each group by its own key, with the Hebrew message', () => {
    expect(errors('counter', { typo_number_word_spacing: 20.5, typo_title_size_desktop: 8 })).toEqual([
      ['content.0.props.typo_number_word_spacing', typographyMsg.wordSpacing],
      ['content.0.props.typo_title_size_desktop', typographyMsg.size],
    ]);
    expect(errors('tabs', { typo_title_weight: '900' }).map(([path]) => path)).toEqual([
      'content.0.props.typo_title_weight',
    ]);
    expect(errors('icon-list', { typo_letter_spacing: -2.5 })).toEqual([
      ['content.0.props.typo_letter_spacing', typographyMsg.letterSpacing],
    ]);
    expect(errors('accordion', { typo_title_line_height: 2.5, typo_title_word_spacing: -2 })).toEqual([]);
    expect(errors('toggle', { typo_content_size_tablet: 7 })).toEqual([
      ['content.0.props.typo_content_size_tablet', typographyMsg.size],
    ]);
    expect(errors('reviews', { typo_author_transform: 'shout' }).map(([path]) => path)).toEqual([
      'content.0.props.typo_author_transform',
    ]);
    expect(errors('alert', { typo_description_line_height: 0.8 })).toEqual([
      ['content.0.props.typo_description_line_height', typographyMsg.lineHeight],
    ]);
  });
});
