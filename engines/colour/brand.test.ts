import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { brandCss, brandCssVariables, brandProblems, defaultBrandColours, hoverShade, textOnPrimary } from './brand';

describe('brand colours', () => {
  it("default to the stylesheet's own colours, so an untouched site gets no extra CSS", () => {
    const css = readFileSync(path.join(import.meta.dirname, '../../site/styles/global.css'), 'utf8');
    const root = /:root \{([^}]*)\}/.exec(css)![1]!;
    const value = (name: string) => new RegExp(`${name}: (#[0-9a-f]{6});`).exec(root)?.[1];
    expect(value('--color-accent')).toBe(defaultBrandColours.primary);
    expect(value('--color-secondary')).toBe(defaultBrandColours.secondary);
    expect(value('--color-text')).toBe(defaultBrandColours.text);
    expect(value('--color-muted')).toBe(defaultBrandColours.muted);
    expect(value('--color-bg')).toBe(defaultBrandColours.background);
    expect(value('--color-accent-hover')).toBe(hoverShade(defaultBrandColours.primary));
    expect(value('--color-secondary-hover')).toBe(hoverShade(defaultBrandColours.secondary));
    expect(brandCss({})).toBe('');
    expect(brandCss({ primary: '#0B5394', text: '' })).toBe('');
  });

  it('sets only what differs, with a button text colour that reads on the primary', () => {
    expect(brandCssVariables({ primary: '#7a1f3d' })).toEqual({
      '--color-accent': '#7a1f3d',
      '--color-accent-contrast': '#ffffff',
      '--color-accent-hover': '#641932',
      '--tone-primary-logo-light': 'none',
      '--tone-primary-logo-dark': 'inline',
    });
    // A dark site: the logo's variant for dark backgrounds on the page, the light one on the yellow.
    expect(brandCssVariables({ primary: '#ffd54f', background: '#1a1a1a', text: '#f5f5f5', muted: '#cccccc' })).toEqual(
      {
        '--color-accent': '#ffd54f',
        '--color-accent-contrast': '#1a1a1a',
        '--color-accent-hover': '#ffdd6f',
        '--tone-primary-logo-light': 'inline',
        '--tone-primary-logo-dark': 'none',
        '--color-text': '#f5f5f5',
        '--color-muted': '#cccccc',
        '--color-bg': '#1a1a1a',
        '--logo-light': 'none',
        '--logo-dark': 'inline',
      },
    );
    expect(brandCss({ text: '#222222' })).toBe(
      ':root:not(.a11y-contrast-high, .a11y-contrast-dark, .a11y-contrast-light){--color-text:#222222}',
    );
  });

  it('gives each button colour a hover shade on which its text reads at least as well as at rest', () => {
    for (const colour of ['#0b5394', '#7a1f3d', '#2f3b4c', '#ffd54f', '#f2a900', '#1b4f8a', '#9be7c4', '#757575']) {
      const text = textOnPrimary(colour);
      const hover = hoverShade(colour);
      expect(hover, colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(hover, colour).not.toBe(colour);
      expect(contrastRatio(hover!, text!), colour).toBeGreaterThanOrEqual(contrastRatio(colour, text!));
    }
    // A colour no text reads on has no hover either (it is refused on save).
    expect(hoverShade('#777777')).toBeNull();
  });

  it('refuses text that does not reach 4.5:1 on the background, naming the pair and the ratio in Hebrew', () => {
    const [problem, ...rest] = brandProblems({ text: '#999999' });
    expect(rest).toEqual([]);
    expect(problem!.field).toBe('text');
    expect(problem!.message).toContain('צבע הטקסט על צבע הרקע');
    expect(problem!.message).toMatch(/2\.84:1/);
    expect(problem!.message).toContain('4.5:1');
    // A background that no longer carries the design's text is the background's fault.
    expect(brandProblems({ background: '#333333' }).map((p) => p.field)).toEqual([
      'background',
      'background',
      'background',
    ]);
    expect(brandCssVariables({ text: '#999999' })).toEqual({});
  });

  it('refuses a primary colour no button text can read on, and malformed colours', () => {
    expect(textOnPrimary('#0b5394')).toBe('#ffffff');
    expect(textOnPrimary('#ffd54f')).toBe('#1a1a1a');
    expect(textOnPrimary('#8a8a8a')).toBe('#1a1a1a');
    expect(textOnPrimary('#777777')).toBeNull();
    expect(brandProblems({ primary: '#777777', background: '#000000', text: '#ffffff', muted: '#dddddd' })).toEqual([
      { field: 'primary', message: expect.stringContaining('הכפתורים') },
    ]);
    expect(brandProblems({ primary: 'red', muted: '#12' }).map((p) => p.field)).toEqual(['primary', 'muted']);
  });

  it('gives the secondary buttons their colour and a text colour that reads on it, or refuses it', () => {
    // A light secondary: a box of that colour shows the logo itself, not its variant for dark backgrounds.
    expect(brandCssVariables({ secondary: '#f2c14e' })).toEqual({
      '--color-secondary': '#f2c14e',
      '--color-secondary-contrast': '#1a1a1a',
      // Lighter under the pointer, since its text is dark.
      '--color-secondary-hover': '#f4cc6e',
      '--tone-secondary-logo-light': 'inline',
      '--tone-secondary-logo-dark': 'none',
    });
    expect(brandProblems({ secondary: '#777777' })).toEqual([
      { field: 'secondary', message: expect.stringMatching(/^הצבע המשני אינו קריא .*הכפתורים/) },
    ]);
    expect(brandCssVariables({ secondary: '#777777', primary: '#7a1f3d' })).toEqual({});
  });
});
