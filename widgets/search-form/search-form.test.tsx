import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

describe('search-form', () => {
  it('renders a GET form to the site search with a labelled search input', () => {
    const { html } = renderWidget('search-form', {});
    const form = /<form [^>]*>/.exec(html)?.[0] ?? '';
    for (const attr of ['role="search"', 'action="/"', 'method="get"', 'data-search']) expect(form).toContain(attr);
    const id = /<input id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}" class="search-form__label">חיפוש באתר</label>`);
    expect(html).toMatch(/<input [^>]*type="search"[^>]*name="s"/);
    expect(html.toLowerCase()).toContain('maxlength="100"');
  });

  it('can hide the label from sight (not from screen readers) and show only an icon on the button', () => {
    const { html } = renderWidget('search-form', {
      show_label: false,
      button_icon_only: true,
      label: 'חיפוש מאמרים',
      button_text: 'חפשו',
    });
    expect(html).toContain('class="visually-hidden">חיפוש מאמרים</label>');
    expect(html).toContain('<span class="visually-hidden">חפשו</span>');
  });

  it("has the site header's compact look: the field's name and the button's text for screen readers only", () => {
    const { html } = renderWidget('search-form', { look: 'compact' });
    expect(html).toMatch(
      /^<div class="w w-search-form site-header__search"><form [^>]*class="search-form search-form--compact search-form--icon-only"/,
    );
    expect(html).toContain('class="visually-hidden">חיפוש באתר</label>');
    expect(html).toContain('placeholder="חיפוש…"');
    expect(html).toContain('<span class="visually-hidden">חיפוש</span>');
    expect(renderWidget('search-form', { look: 'compact', placeholder: 'מה לחפש?' }).html).toContain(
      'placeholder="מה לחפש?"',
    );
    expect(renderWidget('search-form', {}).html).not.toContain('site-header__search');
  });

  it('refuses an empty label or button text', () => {
    expect(errorPaths('search-form', { label: '' })).toEqual(['content.0.props.label']);
    expect(errorPaths('search-form', { button_text: '' })).toEqual(['content.0.props.button_text']);
  });

  it('gives what is typed its typography group, and the button when it shows its text', () => {
    const { html } = renderWidget('search-form', { typo_word_spacing: 2 });
    expect(html).toMatch(/<input id="[^"]+" class="search-form__input w--tws" style="--w-ws:0.125rem" type="search"/);
    expect(html).toContain('<button type="submit" class="search-form__submit w--tws" style="--w-ws:0.125rem">');
    const icon = renderWidget('search-form', { typo_word_spacing: 2, button_icon_only: true }).html;
    expect(icon).toContain('class="search-form__input w--tws"');
    expect(icon).toContain('<button type="submit" class="search-form__submit">');
  });
});
