import { describe, expect, it } from 'vitest';
import { validateLayout, type Layout } from './layout';
import { layoutWords } from './layout-words';

function layoutOf(content: unknown[]): Layout {
  const result = validateLayout({ version: 1, root: { props: {} }, content });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.layout;
}

describe('layoutWords', () => {
  it('keeps heading widgets apart and collects visible text from widgets, list rows and nested slots', () => {
    const words = layoutWords(
      layoutOf([
        { type: 'heading', props: { id: 'h1', text: 'ייעוץ טקסטיל' } },
        {
          type: 'container',
          props: {
            id: 'c1',
            css_classes: 'hero-box',
            items: [
              { type: 'button', props: { id: 'b1', text: 'לקביעת פגישה', link: '/contact/' } },
              {
                type: 'icon-list',
                props: { id: 'l1', items: [{ text: 'בדיקות מעבדה', icon: 'check', link: '' }] },
              },
              { type: 'text-editor', props: { id: 't1', html: '<p>בדים <strong>טכניים</strong> &amp; חוטים</p>' } },
            ],
          },
        },
      ]),
    );
    expect(words.headings).toEqual(['ייעוץ טקסטיל']);
    expect(words.body).toEqual(['לקביעת פגישה', 'בדיקות מעבדה', 'בדים  טכניים  & חוטים']);
  });

  it('reads no links, ids, class names or choices', () => {
    const words = layoutWords(
      layoutOf([
        {
          type: 'button',
          props: { id: 'b1', text: 'שלום', link: '/secret-path/', anchor_id: 'my-anchor', css_classes: 'anchor-class' },
        },
      ]),
    );
    expect(JSON.stringify(words)).not.toMatch(/secret|anchor|b1/);
  });
});
