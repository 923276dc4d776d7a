import { describe, expect, it } from 'vitest';
import { connectionAllowsPrefetch, createPrefetcher, prefetchTarget } from './prefetch';
import { fakeTimers } from './testing/fake-timers';

const ctx = { pageUrl: 'https://arig.example/articles/' };
const link = (href: string, extra: Partial<{ hasProductData: boolean; download: boolean }> = {}) =>
  prefetchTarget({ href, hasProductData: false, download: false, ...extra }, ctx);

describe('which links are prefetched', () => {
  it('takes same-host page links, resolved and without their hash', () => {
    expect(link('/about/')).toBe('https://arig.example/about/');
    expect(link('https://arig.example/services/#pricing')).toBe('https://arig.example/services/');
    expect(link('plain-twill-satin/')).toBe('https://arig.example/articles/plain-twill-satin/');
  });

  it('never takes other hosts, other schemes or bare hashes', () => {
    for (const href of [
      'https://other.example/',
      'http://arig.example/about/',
      '//cdn.example/x/',
      'mailto:a@arig.example',
      'tel:+97235550123',
      '#',
      '#main',
      'javascript:alert(1)',
      '',
    ]) {
      expect([href, link(href)]).toEqual([href, null]);
    }
  });

  it('never takes the studio, its login, or machine endpoints', () => {
    for (const href of [
      '/admin',
      '/admin/login',
      '/api/posts',
      '/wp-admin/',
      '/wp-login.php',
      '/wp-json/arig/v1/refresh-loop',
    ]) {
      expect([href, link(href)]).toEqual([href, null]);
    }
  });

  it('never takes add-to-cart links, product-data links, downloads or files', () => {
    expect(link('/shop/?add-to-cart=12')).toBeNull();
    expect(link('/shop/', { hasProductData: true })).toBeNull();
    expect(link('/brochure/', { download: true })).toBeNull();
    expect(link('/media/fabric.webp')).toBeNull();
    expect(link('/files/report.PDF')).toBeNull();
  });

  it('never takes the page the visitor is on', () => {
    expect(link('/articles/')).toBeNull();
    expect(link('/articles/#top')).toBeNull();
    expect(link('/articles/?page=2')).toBe('https://arig.example/articles/?page=2');
  });
});

describe('connection', () => {
  it('respects save-data and 2g connections', () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(connectionAllowsPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '3g' })).toBe(true);
  });
});

describe('hover timing', () => {
  const setup = () => {
    const clock = fakeTimers();
    const fetched: string[] = [];
    const p = createPrefetcher({ timers: clock.timers, prefetch: (u) => fetched.push(u) });
    return { ...clock, fetched, p };
  };

  it('prefetches after 150 ms of hover, not at 149 ms', () => {
    const { p, advance, fetched } = setup();
    p.hoverStart('/a/');
    advance(149);
    expect(fetched).toEqual([]);
    advance(1);
    expect(fetched).toEqual(['/a/']);
  });

  it('counts a hover that began before the prefetcher started', () => {
    const { p, advance, fetched } = setup();
    p.hoverStart('/a/', 120);
    advance(29);
    expect(fetched).toEqual([]);
    advance(1);
    expect(fetched).toEqual(['/a/']);
    p.hoverStart('/late/', 400);
    advance(0);
    expect(fetched).toEqual(['/a/', '/late/']);
  });

  it('does nothing when the pointer leaves within 150 ms', () => {
    const { p, advance, fetched } = setup();
    p.hoverStart('/a/');
    advance(100);
    p.hoverEnd('/a/');
    advance(500);
    expect(fetched).toEqual([]);
  });

  it('prefetches a URL only once, by hover or by touch', () => {
    const { p, advance, fetched } = setup();
    p.hoverStart('/a/');
    advance(200);
    p.hoverStart('/a/');
    advance(200);
    p.touch('/a/');
    p.touch('/b/');
    p.touch('/b/');
    expect(fetched).toEqual(['/a/', '/b/']);
  });

  it('prefetches at once on touch, cancelling a pending hover', () => {
    const { p, advance, fetched } = setup();
    p.hoverStart('/c/');
    p.touch('/c/');
    advance(500);
    expect(fetched).toEqual(['/c/']);
  });
});
