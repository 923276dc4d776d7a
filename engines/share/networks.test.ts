import { describe, expect, it } from 'vitest';
import { currentNetworkIds, networkIds, networks, shareHref, type ShareTarget } from './networks';

const target: ShareTarget = {
  url: 'https://arig.example/בד-טוויל/?a=1&b=2',
  title: 'בד, טוויל & סאטן',
  image: 'https://arig.example/media/x.webp',
};

const contrast = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const l = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (l + 0.05);
};

describe('share networks', () => {
  it("are Elementor Pro's twenty", () => {
    expect(networkIds.sort()).toEqual(
      [
        'facebook',
        'twitter',
        'x-twitter',
        'linkedin',
        'pinterest',
        'reddit',
        'vk',
        'odnoklassniki',
        'tumblr',
        'digg',
        'skype',
        'stumbleupon',
        'mix',
        'telegram',
        'pocket',
        'xing',
        'whatsapp',
        'email',
        'print',
        'threads',
      ].sort(),
    );
  });

  it('hide retired services from the editor but keep them', () => {
    expect(currentNetworkIds).not.toContain('skype');
    expect(currentNetworkIds).not.toContain('stumbleupon');
    expect(currentNetworkIds).toContain('facebook');
    expect(shareHref('skype', target)).toMatch(/^https:\/\/web\.skype\.com\//);
  });

  it('build each link from the page, every value encoded', () => {
    const encodedUrl = encodeURIComponent(target.url);
    for (const id of networkIds) {
      const href = shareHref(id, target);
      if (id === 'print') {
        expect(href).toBeNull();
        continue;
      }
      expect(href, id).toMatch(/^(https:\/\/|mailto:)/);
      // The page's address is in the link whole and encoded (no raw & or spaces leak into the query).
      expect(
        href!.includes(encodedUrl) ||
          href!.includes(encodeURIComponent(`${target.title}\n${target.url}`)) ||
          href!.includes(encodeURIComponent(`${target.title} ${target.url}`)),
        id,
      ).toBe(true);
      expect(href, id).not.toContain(' ');
      expect(href, id).not.toContain('&b=2');
    }
    expect(shareHref('facebook', target)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`);
    expect(shareHref('email', target)).toBe(`mailto:?subject=${encodeURIComponent(target.title)}&body=${encodedUrl}`);
    expect(shareHref('pinterest', target)).toContain(`media=${encodeURIComponent(target.image)}`);
  });

  it('colour every badge dark enough for white text (WCAG AA)', () => {
    for (const id of networkIds) expect(contrast(networks[id].colour), id).toBeGreaterThanOrEqual(4.5);
  });
});
