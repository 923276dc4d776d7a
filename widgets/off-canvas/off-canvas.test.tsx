import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

const heading = { type: 'heading', props: { id: 'h', text: 'קישורים' } };

describe('off-canvas', () => {
  it('renders a labelled native dialog with a named close button, and its opener', () => {
    const { html, islands } = renderWidget('off-canvas', { label: 'תפריט צד', items: [heading] });
    expect(html).toMatch(
      /^<div class="w w-off-canvas w-off-canvas--start" data-off-canvas="[^"]+" data-off-canvas-background="close">/,
    );
    expect(html).toMatch(
      /<button type="button" class="w-off-canvas__open" aria-haspopup="dialog" aria-expanded="false" aria-controls="(w-[^"]+-panel)" data-off-canvas-open="">/,
    );
    const panelId = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(
      `<dialog class="w-off-canvas__panel" id="${panelId}" aria-labelledby="${panelId?.replace('-panel', '-title')}"`,
    );
    expect(html).toContain('>תפריט צד</h2>');
    expect(html).toContain('aria-label="סגירת החלונית"');
    expect(html).toContain('קישורים');
    expect(islands).toEqual([]);
  });

  it('sits at the inline end when asked and can leave out its own button and the backdrop close', () => {
    const { html } = renderWidget('off-canvas', { side: 'end', show_button: false, close_on_background: false });
    expect(html).toContain('w-off-canvas--end');
    expect(html).not.toContain('data-off-canvas-open');
    expect(html).not.toContain('data-off-canvas-background');
  });

  it('refuses an empty title, a width out of range and an unknown side', () => {
    expect(errorPaths('off-canvas', { label: '' })).toEqual(['content.0.props.label']);
    expect(errorPaths('off-canvas', { width: 2000 })).toEqual(['content.0.props.width']);
    expect(errorPaths('off-canvas', { side: 'left' })).toEqual(['content.0.props.side']);
  });
});
