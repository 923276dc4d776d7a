import { describe, expect, it } from 'vitest';
import { renderInEditor, renderWidget } from '../../builder/testing';

const archiveHeading = { title: 'בדים', description: 'על אריגה, סריגה ובדים טכניים.', page: 1 };

describe('archive-title widget', () => {
  it("shows the archive's title as the page's heading, with its description on the first page only", () => {
    const { html } = renderWidget('archive-title', { align: 'center' }, { archiveHeading });
    expect(html).toContain('style="text-align:center"');
    expect(html).toContain('<h1>בדים</h1>');
    expect(html).toContain('<p class="archive__description">על אריגה, סריגה ובדים טכניים.</p>');
    const second = renderWidget('archive-title', {}, { archiveHeading: { ...archiveHeading, page: 2 } }).html;
    expect(second).toMatch(/<h1>בדים<span class="archive__page"> – עמוד 2<\/span><\/h1>/);
    expect(second).not.toContain('archive__description');
    expect(renderWidget('archive-title', { show_description: false }, { archiveHeading }).html).not.toContain(
      'archive__description',
    );
  });

  it('gives the title its typography group, and the description none', () => {
    const { html } = renderWidget('archive-title', { typo_title_weight: '400' }, { archiveHeading });
    expect(html).toContain('<h1 class="w--tw" style="--w-fw:400">בדים</h1>');
    expect(html).toContain('<p class="archive__description">');
  });

  it('renders nothing off an archive, and a placeholder in the editor', () => {
    expect(renderWidget('archive-title').html).toBe('');
    expect(renderInEditor('archive-title')).toContain('כותרת הארכיון');
  });
});
