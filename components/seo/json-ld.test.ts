import { describe, expect, it } from 'vitest';
import { breadcrumbList, serializeJsonLd } from './json-ld';

describe('JSON-LD', () => {
  it('cannot close its script element, whatever the content says', () => {
    const out = serializeJsonLd([{ name: '</script><script>alert(1)</script>' }]);
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const list = breadcrumbList(
      [
        { label: 'דף הבית', url: '/' },
        { label: 'מאמרים', url: '/articles/' },
      ],
      'https://arig.example',
    ) as { itemListElement: { position: number; item: string }[] };
    expect(list.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, 'https://arig.example/'],
      [2, 'https://arig.example/articles/'],
    ]);
  });
});
