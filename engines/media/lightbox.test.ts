import { describe, expect, it } from 'vitest';
import {
  counterText,
  keyMove,
  shareLinks,
  slideshowFor,
  stepIndex,
  swipeMove,
  toSlide,
  type SlideFacts,
} from './lightbox';
import { isGlobalLightbox, opensInLightbox } from './lightbox-links';
import { defaultLightboxOptions, parseLightboxOptions, serializeLightboxOptions } from './lightbox-options';

describe('which links open the lightbox', () => {
  const link = (href: string, extra: Partial<Parameters<typeof opensInLightbox>[0]> = {}) => ({
    href,
    download: false,
    ...extra,
  });

  it('takes links to image files when the global lightbox is on', () => {
    for (const href of ['/media/a.png', '/m/b.JPG', 'c.jpeg?v=2', '/d.gif', '/e.svg', '/f.webp', '/g.avif#x']) {
      expect(opensInLightbox(link(href), true), href).toBe(true);
    }
  });

  it('never takes other files, downloads, or query strings that merely mention an image', () => {
    expect(opensInLightbox(link('/doc.pdf'), true)).toBe(false);
    expect(opensInLightbox(link('/page/?img=a.png'), true)).toBe(false);
    expect(opensInLightbox(link('/a.png', { download: true }), true)).toBe(false);
    expect(opensInLightbox(link('/a.png.html'), true)).toBe(false);
  });

  it('follows the global switch, a per-link yes or no, and arig’s own flag', () => {
    expect(opensInLightbox(link('/a.png'), false)).toBe(false);
    expect(opensInLightbox(link('/a.png', { elementorOpen: 'yes' }), false)).toBe(true);
    expect(opensInLightbox(link('/a.png', { flag: 'w1' }), false)).toBe(true);
    expect(opensInLightbox(link('/a.png', { flag: '' }), false)).toBe(true);
    expect(opensInLightbox(link('/a.png', { elementorOpen: 'no' }), true)).toBe(false);
    expect(opensInLightbox(link('/a.png', { flag: 'no' }), true)).toBe(false);
  });
});

describe('options on the page', () => {
  it('reads the global switch on every page the same way the lightbox does', () => {
    for (const attribute of [undefined, '', 'global', 'counter global zoom', 'globalx', 'zoom']) {
      expect([attribute, isGlobalLightbox(attribute)]).toEqual([attribute, parseLightboxOptions(attribute).global]);
    }
  });

  it('round-trips and reads a missing attribute as the spec defaults', () => {
    expect(parseLightboxOptions(undefined)).toEqual(defaultLightboxOptions);
    const off = { ...defaultLightboxOptions, counter: false, share: false, titleSource: 'alt' as const };
    expect(parseLightboxOptions(serializeLightboxOptions(off))).toEqual(off);
    expect(parseLightboxOptions('zoom title:nonsense')).toMatchObject({
      zoom: true,
      global: false,
      titleSource: 'none',
    });
  });
});

describe('slideshows', () => {
  const facts = (url: string, group = 'g', extra: Partial<SlideFacts> = {}): SlideFacts => ({ url, group, ...extra });

  it('groups links of one slideshow in page order and starts at the clicked one', () => {
    const all = [facts('/1.png'), facts('/x.png', 'other'), facts('/2.png'), facts('/3.png')];
    const { slides, index } = slideshowFor(all[2]!, all);
    expect(slides.map((s) => s.url)).toEqual(['/1.png', '/2.png', '/3.png']);
    expect(index).toBe(1);
  });

  it('honours an explicit order and skips carousel clones', () => {
    const all = [
      facts('/b.png', 'g', { order: 2 }),
      facts('/a.png', 'g', { order: 1 }),
      facts('/a.png', 'g', { order: 1, clone: true }),
    ];
    expect(slideshowFor(all[0]!, all)).toEqual({ slides: [all[1], all[0]], index: 1 });
  });

  it('opens a link without a group alone', () => {
    const single = facts('/s.png', '');
    expect(slideshowFor(single, [facts('/1.png'), single])).toEqual({ slides: [single], index: 0 });
  });

  it('takes the title and description from the configured sources; alt falls back to the title', () => {
    const f = facts('/1.png', 'g', { title: 'כותרת', description: 'תיאור', alt: '', caption: 'כיתוב' });
    expect(toSlide(f, { titleSource: 'title', descriptionSource: 'description' })).toEqual({
      url: '/1.png',
      title: 'כותרת',
      description: 'תיאור',
      alt: 'כותרת',
    });
    expect(toSlide(f, { titleSource: 'caption', descriptionSource: 'none' })).toMatchObject({
      title: 'כיתוב',
      description: '',
    });
  });
});

describe('moving through slides', () => {
  it('loops both ways and writes the counter as position / total', () => {
    expect(stepIndex(4, 5, 1)).toBe(0);
    expect(stepIndex(0, 5, -1)).toBe(4);
    expect(stepIndex(1, 5, 1)).toBe(2);
    expect(counterText(1, 5)).toBe('2 / 5');
  });

  it('maps arrows by page direction: ArrowLeft is forward on a right-to-left page', () => {
    expect(keyMove('ArrowLeft', 'rtl')).toBe('next');
    expect(keyMove('ArrowRight', 'rtl')).toBe('prev');
    expect(keyMove('ArrowLeft', 'ltr')).toBe('prev');
    expect(keyMove('Enter', 'rtl')).toBeNull();
  });

  it('reads a swipe of 50 px or more that is mostly horizontal', () => {
    expect(swipeMove(80, 10, 'rtl')).toBe('next');
    expect(swipeMove(-80, 10, 'rtl')).toBe('prev');
    expect(swipeMove(-80, 10, 'ltr')).toBe('next');
    expect(swipeMove(49, 0, 'rtl')).toBeNull();
    expect(swipeMove(60, 90, 'rtl')).toBeNull();
  });
});

describe('share links', () => {
  it('shares the page without its hash, and the image to Pinterest, all encoded', () => {
    const links = shareLinks('https://arig.example/a/?q=1#arig-action:x', 'https://arig.example/m/1.png', 'אריג & בד');
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Farig.example%2Fa%2F%3Fq%3D1',
    );
    expect(links.x).toContain('text=%D7%90%D7%A8%D7%99%D7%92%20%26%20%D7%91%D7%93');
    expect(links.pinterest).toContain('media=https%3A%2F%2Farig.example%2Fm%2F1.png');
  });
});
