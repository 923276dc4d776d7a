import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

describe('heading', () => {
  it('renders the chosen tag with a linkable id and logical alignment', () => {
    const { html, islands } = renderWidget('heading', { text: 'שירותי ייעוץ', tag: 'h3', align: 'end', size: 'large' });
    expect(html).toBe('<h3 class="w w-heading w-align-end w-heading--large" id="w-w1">שירותי ייעוץ</h3>');
    expect(islands).toEqual([]);
  });

  it('uses the anchor id and wraps a link', () => {
    const { html } = renderWidget('heading', { text: 'צוות', anchor_id: 'team', link: '/about/' });
    expect(html).toBe('<h2 class="w w-heading w-align-start" id="team"><a href="/about/">צוות</a></h2>');
  });

  it("takes the site's primary colour (global) when chosen, and nothing but the listed choices", () => {
    expect(renderWidget('heading', { text: 'שירותים', colour: 'primary' }).html).toBe(
      '<h2 class="w w-heading w-align-start w-colour--primary" id="w-w1">שירותים</h2>',
    );
    expect(errorPaths('heading', { text: 'x', colour: '#ff0000' })).toEqual(['content.0.props.colour']);
  });

  it('takes the accent or a named colour of Site Settings (global) by reference, and no other value', () => {
    expect(renderWidget('heading', { text: 'שירותים', colour: 'accent' }).html).toBe(
      '<h2 class="w w-heading w-align-start w-colour--accent" id="w-w1">שירותים</h2>',
    );
    expect(renderWidget('heading', { text: 'שירותים', colour: 'colour:b77e0d4' }).html).toBe(
      '<h2 class="w w-heading w-align-start w-colour--ref" id="w-w1" style="--w-colour:var(--color-custom-b77e0d4-text)">שירותים</h2>',
    );
    expect(errorPaths('heading', { text: 'x', colour: 'colour:x y' })).toEqual(['content.0.props.colour']);
  });

  it('takes a custom colour as #RRGGBB, carried by a property, and no other form', () => {
    expect(renderWidget('heading', { text: 'שירותים', colour: 'custom', colour_custom: '#7A1F3D' }).html).toBe(
      '<h2 class="w w-heading w-align-start w-colour--custom" id="w-w1" style="--w-colour:#7a1f3d">שירותים</h2>',
    );
    expect(errorPaths('heading', { text: 'x', colour: 'custom', colour_custom: 'red' })).toEqual([
      'content.0.props.colour_custom',
    ]);
    expect(errorPaths('heading', { text: 'x', colour: 'custom', colour_custom: '#fff;x:y' })).toEqual([
      'content.0.props.colour_custom',
    ]);
  });

  it('escapes text', () => {
    expect(renderWidget('heading', { text: '<b>x</b>' }).html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('rejects left/right alignment, unknown tags and empty text', () => {
    expect(errorPaths('heading', { align: 'right' })).toEqual(['content.0.props.align']);
    expect(errorPaths('heading', { tag: 'h2 onclick=x' })).toEqual(['content.0.props.tag']);
    expect(errorPaths('heading', { text: '' })).toEqual(['content.0.props.text']);
  });
});
