import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buttonPaddings, defaultLayout, layoutCss, layoutCssVariables, sectionSpacings } from './layout';

describe('layout settings', () => {
  it("default to the stylesheet's own width and radius, so an untouched site gets no extra CSS", () => {
    const css = readFileSync(path.join(import.meta.dirname, '../../site/styles/global.css'), 'utf8');
    const root = /:root \{([^}]*)\}/.exec(css)![1]!;
    expect(/--container: ([\d.]+)rem;/.exec(root)?.[1]).toBe(String(defaultLayout.containerWidth / 16));
    expect(/--radius: (\d+)px;/.exec(root)?.[1]).toBe(String(defaultLayout.radius));
    expect(layoutCss({})).toBe('');
    expect(layoutCss({ containerWidth: 1152, radius: 6 })).toBe('');
  });

  it('sets what differs, in rem for the width (it follows the reader’s text size) and px for the corners', () => {
    expect(layoutCss({ containerWidth: 1140, radius: 0 })).toBe('html:root{--container:71.25rem;--radius:0px}');
    expect(layoutCssVariables({ radius: 12 })).toEqual({ '--radius': '12px' });
  });

  it("gives buttons their own corners and side room, in em so a button's size keeps its proportions", () => {
    const css = readFileSync(path.join(import.meta.dirname, '../../site/styles/global.css'), 'utf8');
    expect(css).toContain('--button-padding-inline: 1.4em;');
    expect(buttonPaddings.regular).toBe(1.4);
    expect(layoutCssVariables({ buttonRadius: 40, buttonPadding: 'wide' })).toEqual({
      '--button-radius': '40px',
      '--button-padding-inline': '2em',
    });
    expect(layoutCssVariables({ buttonRadius: 0, buttonPadding: 'regular' })).toEqual({ '--button-radius': '0px' });
    expect(layoutCssVariables({ buttonRadius: 41, buttonPadding: 'huge' as never })).toEqual({});
  });

  it('sets the room between sections as the spacing scale’s largest step, in rem', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../../site/styles/global.css'), 'utf8');
    expect(css).toContain(`--space-5: ${sectionSpacings.regular}rem;`);
    expect(layoutCssVariables({ sectionSpacing: 'spacious' })).toEqual({ '--space-5': '4rem' });
    expect(layoutCssVariables({ sectionSpacing: 'compact' })).toEqual({ '--space-5': '1.75rem' });
    expect(layoutCssVariables({ sectionSpacing: 'regular' })).toEqual({});
    expect(layoutCssVariables({ sectionSpacing: 'enormous' as never })).toEqual({});
  });

  it('ignores what is out of range or not a whole number (the studio refuses it before)', () => {
    expect(layoutCssVariables({ containerWidth: 200, radius: 99 })).toEqual({});
    expect(layoutCssVariables({ containerWidth: 1000.5, radius: -1 })).toEqual({});
  });
});
