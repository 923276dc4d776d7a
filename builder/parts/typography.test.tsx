import { describe, expect, it } from 'vitest';
import { renderWidget, validateWidget } from '../testing';
import { typographyMsg } from './typography';

const textWidgets = [
  ['heading', { text: 'כותרת' }],
  ['text-editor', { html: '<p>טקסט</p>' }],
  ['button', { text: 'לחצו', link: '/contact/' }],
] as const;

function errors(type: string, props: Record<string, unknown>) {
  const result = validateWidget(type, props);
  return result.ok ? [] : result.errors.map((e) => [e.path, e.message]);
}

describe('typography settings of the text widgets (global or custom)', () => {
  it.each(textWidgets)(
    '%s: a layout stored before the settings is valid, global, and carries no extra byte',
    (type, props) => {
      const result = validateWidget(type, props);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.layout.content[0]!.props).toMatchObject({
        typo_font: '',
        typo_size_desktop: 0,
        typo_size_tablet: 0,
        typo_size_mobile: 0,
        typo_weight: '',
        typo_line_height: 0,
        typo_letter_spacing: 0,
        typo_word_spacing: 0,
        typo_transform: '',
      });
      const { html } = renderWidget(type, props);
      expect(html).not.toMatch(/w--t[fswlt]|--w-f|--w-l[hs]|--w-ws|--w-tt|style=/);
    },
  );

  it.each(textWidgets)('%s: custom settings become classes and custom properties on the widget', (type, props) => {
    const { html } = renderWidget(type, {
      ...props,
      typo_font: 'heading',
      typo_size_desktop: 40,
      typo_size_mobile: 24,
      typo_weight: '400',
      typo_line_height: 1.4,
      typo_letter_spacing: 1.6,
      typo_word_spacing: 4.8,
      typo_transform: 'uppercase',
    });
    const wrapper = html.slice(0, html.indexOf('>'));
    expect(wrapper).toContain('w--tf w--ts-d w--ts-t w--ts-m w--tw w--tl w--tls w--tws w--tt');
    expect(wrapper).toContain(
      'style="--w-font:var(--font-heading);--w-fs-d:2.5rem;--w-fs-m:1.5rem;--w-fw:400;--w-lh:1.4;--w-ls:0.1rem;--w-ws:0.3rem;--w-tt:uppercase"',
    );
  });

  it('emits only the settings that are custom; a size holds on the smaller devices from where it is set', () => {
    expect(renderWidget('text-editor', { typo_size_tablet: 15 }).html).toBe(
      '<div class="w w-text-editor w-align-start w--ts-t w--ts-m" style="--w-fs-t:0.9375rem"><p>טקסט לדוגמה</p></div>',
    );
    expect(renderWidget('text-editor', { typo_font: 'body' }).html).toBe(
      '<div class="w w-text-editor w-align-start w--tf" style="--w-font:var(--font-body)"><p>טקסט לדוגמה</p></div>',
    );
  });

  it('keeps a named colour beside the typography on a heading', () => {
    expect(renderWidget('heading', { text: 'שירותים', colour: 'colour:b77e0d4', typo_weight: '700' }).html).toBe(
      '<h2 class="w w-heading w-align-start w-colour--ref w--tw" id="w-w1" style="--w-colour:var(--color-custom-b77e0d4-text);--w-fw:700">שירותים</h2>',
    );
  });

  it('accepts the bounds: 12–96 px, line height 1–2.5, letter spacing −2 to 10 px and word spacing −2 to 20 px in tenths', () => {
    for (const props of [
      {
        typo_size_desktop: 12,
        typo_size_tablet: 96,
        typo_line_height: 1,
        typo_letter_spacing: -2,
        typo_word_spacing: -2,
      },
      { typo_size_mobile: 50, typo_line_height: 2.5, typo_letter_spacing: 10, typo_word_spacing: 20 },
      { typo_line_height: 1.65, typo_letter_spacing: 0.3, typo_word_spacing: 0.7, typo_transform: 'none' },
    ])
      expect(errors('heading', props)).toEqual([]);
  });

  it('refuses out-of-range or unknown values with a Hebrew message on the setting', () => {
    expect(errors('heading', { typo_size_desktop: 11 })).toEqual([
      ['content.0.props.typo_size_desktop', typographyMsg.size],
    ]);
    expect(errors('button', { typo_size_mobile: 97 })).toEqual([
      ['content.0.props.typo_size_mobile', typographyMsg.size],
    ]);
    expect(errors('text-editor', { typo_size_tablet: 16.5 })).toEqual([
      ['content.0.props.typo_size_tablet', typographyMsg.size],
    ]);
    expect(errors('heading', { typo_size_desktop: '40px' })).toEqual([
      ['content.0.props.typo_size_desktop', typographyMsg.size],
    ]);
    expect(errors('heading', { typo_line_height: 0.9 })).toEqual([
      ['content.0.props.typo_line_height', typographyMsg.lineHeight],
    ]);
    expect(errors('heading', { typo_line_height: 3 })).toEqual([
      ['content.0.props.typo_line_height', typographyMsg.lineHeight],
    ]);
    for (const spacing of [-2.1, 10.5, 0.25])
      expect(errors('heading', { typo_letter_spacing: spacing })).toEqual([
        ['content.0.props.typo_letter_spacing', typographyMsg.letterSpacing],
      ]);
    for (const spacing of [-2.1, 20.1, 1.25, '3px'])
      expect(errors('text-editor', { typo_word_spacing: spacing })).toEqual([
        ['content.0.props.typo_word_spacing', typographyMsg.wordSpacing],
      ]);
    expect(typographyMsg.wordSpacing).toBe('ריווח בין מילים: 0 (גלובלי) או מספר פיקסלים בין -2 ל־20, בדיוק של עשירית');
    expect(errors('button', { typo_transform: 'full-width' }).map(([path]) => path)).toEqual([
      'content.0.props.typo_transform',
    ]);
    expect(typographyMsg.size).toBe('גודל גופן: 0 (גלובלי) או מספר שלם של פיקסלים בין 12 ל־96');
    expect(errors('heading', { typo_weight: '900' }).map(([path]) => path)).toEqual(['content.0.props.typo_weight']);
    // A family the site does not serve, or any CSS, is not a choice.
    expect(errors('heading', { typo_font: 'Arial; color: red' }).map(([path]) => path)).toEqual([
      'content.0.props.typo_font',
    ]);
  });
});
