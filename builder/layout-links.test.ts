import { describe, expect, it } from 'vitest';
import { readLayout } from './layout';
import { layoutLinks } from './layout-links';

function read(content: unknown[]) {
  const result = readLayout({ version: 1, root: { props: {} }, content });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.layout;
}

describe('layoutLinks', () => {
  it('lists every linked text in page order, nested containers and list items included, each once', () => {
    const layout = read([
      {
        type: 'container',
        props: {
          id: 'c',
          items: [
            { type: 'heading', props: { id: 'h', text: 'ייעוץ', tag: 'p' } },
            {
              type: 'icon-list',
              props: {
                id: 'l',
                items: [
                  { text: 'בחירת בדים', link: '/services/', icon: 'check' },
                  { text: 'בלי קישור', link: '', icon: 'check' },
                  { text: 'מאמרים', link: '/articles/', icon: 'check' },
                ],
              },
            },
          ],
        },
      },
      { type: 'button', props: { id: 'b', text: 'לשיחת היכרות', link: '/contact/' } },
      { type: 'button', props: { id: 'b2', text: 'לשיחת היכרות', link: '/contact/' } },
    ]);
    expect(layoutLinks(layout)).toEqual([
      { label: 'בחירת בדים', href: '/services/' },
      { label: 'מאמרים', href: '/articles/' },
      { label: 'לשיחת היכרות', href: '/contact/' },
    ]);
  });

  it('leaves out links without words and placeholder links', () => {
    const layout = read([
      { type: 'button', props: { id: 'b', text: 'עוד', link: '#' } },
      { type: 'heading', props: { id: 'h', text: 'כותרת', tag: 'h2', link: '/about/' } },
    ]);
    expect(layoutLinks(layout)).toEqual([{ label: 'כותרת', href: '/about/' }]);
  });
});
