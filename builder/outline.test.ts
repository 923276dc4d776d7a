import { describe, expect, it } from 'vitest';
import { hasLayoutContent, layoutOutline } from './outline';

const labels: Record<string, string> = { section: 'מקטע', column: 'עמודה', heading: 'כותרת', 'text-editor': 'טקסט' };
const labelOf = (type: string) => labels[type] ?? type;
const node = (type: string, props: Record<string, unknown>) => ({ type, props: { id: type, ...props } });

describe('the outline of a builder layout in the studio', () => {
  it('names each top-level element, counts what it holds and prefers a heading inside it', () => {
    const content = [
      node('section', {
        columns: [
          node('column', {
            items: [node('text-editor', { html: '<p>מבוא&nbsp;קצר</p>' }), node('heading', { text: 'מה אנחנו עושים' })],
          }),
        ],
      }),
      node('text-editor', { html: '<p><strong>בדיקות</strong> &amp; ייעוץ</p>' }),
      node('spacer', {}),
    ];
    expect(layoutOutline(content, labelOf)).toEqual([
      { label: 'מקטע', inside: 3, text: 'מה אנחנו עושים' },
      { label: 'טקסט', inside: 0, text: 'בדיקות & ייעוץ' },
      { label: 'spacer', inside: 0, text: '' },
    ]);
  });

  it('shortens long text and ignores what is not a widget', () => {
    const [item] = layoutOutline([node('heading', { text: 'א'.repeat(200) }), 'junk', null], labelOf);
    expect(item!.text).toHaveLength(70);
    expect(item!.text.endsWith('…')).toBe(true);
    expect(layoutOutline({ content: [] }, labelOf)).toEqual([]);
  });

  it('counts a layout as present only when it has elements', () => {
    expect(hasLayoutContent({ version: 1, content: [node('spacer', {})] })).toBe(true);
    expect(hasLayoutContent({ version: 1, content: [] })).toBe(false);
    expect(hasLayoutContent(null)).toBe(false);
    expect(hasLayoutContent('x')).toBe(false);
  });
});
