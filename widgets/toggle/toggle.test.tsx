import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

describe('toggle', () => {
  it('renders independent native disclosures (no name), each with its own open state', () => {
    const { html, islands } = renderWidget('toggle', {
      items: [
        { title: 'א', content: '<p>1</p>', open: true },
        { title: 'ב', content: '<p>2</p>', open: true },
        { title: 'ג', content: '<p>3</p>', open: false },
      ],
    });
    expect(islands).toEqual([]);
    expect(html).not.toContain('name=');
    expect(html.match(/open=""/g)).toHaveLength(2);
    expect(html).toContain('<div class="w-disclosure__title">ג</div>');
  });

  it('rejects non-boolean open flags', () => {
    expect(errorPaths('toggle', { items: [{ title: 'x', content: '', open: 'yes' }] })).toEqual([
      'content.0.props.items.0.open',
    ]);
  });
});
