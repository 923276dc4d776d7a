import { describe, expect, it } from 'vitest';
import { isAddress, linkSearchUrl, readableUrl, readTargets } from './link-query';

describe('the link picker', () => {
  it('keeps addresses as typed and searches for words', () => {
    for (const text of ['/about/', 'https://example.com', 'mailto:a@b.c', 'tel:+972', '#top', '?s=x']) {
      expect(isAddress(text)).toBe(true);
    }
    for (const text of ['אודות', 'שירותי ייעוץ', 'about']) expect(isAddress(text)).toBe(false);
    expect(linkSearchUrl(' שירותי ייעוץ ')).toBe(`/api/link-targets?q=${encodeURIComponent('שירותי ייעוץ')}`);
  });

  it('reads only well-formed targets and shows Hebrew addresses decoded', () => {
    expect(
      readTargets({
        targets: [
          { kind: 'page', title: 'אודות', url: '/about/' },
          { kind: 'evil', title: 'x', url: 'javascript:alert(1)' },
          { kind: 'post', title: 3, url: '/x/' },
        ],
      }),
    ).toEqual([{ kind: 'page', title: 'אודות', url: '/about/' }]);
    expect(readTargets({ errors: [] })).toBeNull();
    expect(readableUrl(`/${encodeURIComponent('אודות-העסק')}/`)).toBe('/אודות-העסק/');
    expect(readableUrl('/%E0%A4%A/')).toBe('/%E0%A4%A/');
  });
});
