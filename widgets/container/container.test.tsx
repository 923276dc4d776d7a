import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget, validateWidget } from '../../builder/testing';

const child = { type: 'heading', props: { id: 'h1', text: 'פנימי' } };

describe('container', () => {
  it('renders a flex box with per-device direction classes and children in the slot', () => {
    const { html } = renderWidget('container', {
      direction: 'row',
      direction_mobile: 'column',
      gap: 24,
      gap_mobile: 8,
      justify: 'space-between',
      align: 'center',
      html_tag: 'section',
      items: [child],
    });
    expect(html).toMatch(
      /^<section class="w w-container w-container--flex w-container--boxed w-dir-row w-dir-m-column w-justify-space-between w-items-center" style="--w-gap:24px;--w-gap-m:8px">/,
    );
    expect(html).toContain(
      '<div class="w-container__inner"><h2 class="w w-heading w-align-start" id="w-h1">פנימי</h2></div></section>',
    );
  });

  it("leaves the gap to the sheet's fallback when it is the default 20 px, and writes no empty style", () => {
    const { html } = renderWidget('container', { items: [child] });
    expect(html).toMatch(/^<div class="w w-container [^"]+"><div class="w-container__inner">/);
    expect(renderWidget('container', { gap: 0 }).html).toContain('style="--w-gap:0px"');
  });

  it('renders a grid with per-device column counts', () => {
    const { html } = renderWidget('container', {
      layout: 'grid',
      columns: '3',
      columns_tablet: '2',
      columns_mobile: '1',
    });
    expect(html).toContain('w-container--grid');
    expect(html).toContain('w-cols-3 w-cols-t-2 w-cols-m-1');
    expect(html).not.toContain('w-dir-');
  });

  it('rejects unknown tags, bad numbers and unknown children', () => {
    expect(errorPaths('container', { html_tag: 'script' })).toEqual(['content.0.props.html_tag']);
    expect(errorPaths('container', { gap: 'calc(1px)' })).toEqual(['content.0.props.gap']);
    expect(errorPaths('container', { items: [{ type: 'evil', props: { id: 'e' } }] })).toEqual([
      'content.0.props.items.0.type',
    ]);
  });

  it("takes one of the site's colours, or a custom one with the text that reads on it, as its background", () => {
    expect(renderWidget('container', { background: 'primary' }).html).toMatch(/ w--tone w--tone-primary"/);
    expect(renderWidget('container', { background: '' }).html).not.toContain('w--tone');
    const light = renderWidget('container', { background: 'custom', background_custom: '#f3f6fa' }).html;
    expect(light).toContain('w--tone w--tone-custom-light"');
    expect(light).toContain('--w-tone-bg:#f3f6fa');
    const dark = renderWidget('container', { background: 'custom', background_custom: '#1b4f8a' }).html;
    expect(dark).toContain('w--tone-custom-dark');
    // The custom colour is used only when chosen.
    expect(renderWidget('container', { background_custom: '#1b4f8a' }).html).not.toContain('#1b4f8a');
  });

  it('takes the accent or a named colour of Site Settings by reference (global), through its custom properties', () => {
    expect(renderWidget('container', { background: 'accent' }).html).toMatch(/ w--tone w--tone-accent"/);
    const named = renderWidget('container', { background: 'colour:3f1c2a9' }).html;
    expect(named).toContain('w--tone w--tone-ref"');
    expect(named).toContain('--w-ref-bg:var(--color-custom-3f1c2a9);--w-ref-fg:var(--color-custom-3f1c2a9-on)');
    for (const bad of ['colour:', 'colour:a;color:red', 'colour:a)', '#f3f6fa'])
      expect(errorPaths('container', { background: bad })).toEqual(['content.0.props.background']);
  });

  it('refuses a custom background on which neither dark nor white text reads, in Hebrew', () => {
    const result = validateWidget('container', { background: 'custom', background_custom: '#777777' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toContainEqual(
        expect.objectContaining({
          path: 'content.0.props.background_custom',
          message: expect.stringContaining('4.5:1'),
        }),
      );
    expect(errorPaths('container', { background: 'custom', background_custom: 'red;x' })).toEqual([
      'content.0.props.background_custom',
    ]);
    expect(validateWidget('container', { background: 'surface', background_custom: '#777777' }).ok).toBe(true);
  });

  it('gives an imported section the same backgrounds', () => {
    const column = { type: 'column', props: { id: 'c1' } };
    const { html } = renderWidget('section', { background: 'dark', columns: [column] });
    expect(html).toMatch(/^<section class="w w-section [^"]* w--tone w--tone-dark"/);
    expect(validateWidget('section', { background: 'custom', background_custom: '#777777' }).ok).toBe(false);
  });
});
