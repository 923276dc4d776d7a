import { describe, expect, it } from 'vitest';
import { makeLinkRewriter } from './links';
import type { AddressPlan } from './plan';

const plan: AddressPlan = {
  docs: new Map(),
  oldToNew: new Map([
    ['/about/team/', '/team/'],
    ['/?p=84', '/landing-page-guide/'],
  ]),
  oldOrigin: 'http://old.example',
  basePath: '',
};
const link = makeLinkRewriter(plan, new Map([['2026/11/article-1.jpg', '/media/article-1.webp']]));

describe("rewriting the imported content's links", () => {
  it("sends the old site's pages to their arig addresses, keeping the fragment", () => {
    expect(link('http://old.example/about/team/#dana')).toBe('/team/#dana');
    expect(link('http://old.example/?p=84')).toBe('/landing-page-guide/');
    expect(link('/about/team')).toBe('/team/');
    // Only an id query is the address itself; another one (a form's redirect, say) goes along.
    expect(link('http://old.example/about/team/?sent=1#top')).toBe('/team/?sent=1#top');
    expect(link('http://old.example/?p=84&replytocom=3')).toBe('/landing-page-guide/');
  });

  it("makes the old home arig's home, and any other old address a path here (the old host will be gone)", () => {
    expect(link('http://old.example/')).toBe('/');
    expect(link('http://old.example')).toBe('/');
    expect(link('http://old.example/unknown/?x=1')).toBe('/unknown/?x=1');
  });

  it('points the old uploads, in any size, at the imported picture; an unknown one stays as it was', () => {
    expect(link('http://old.example/wp-content/uploads/2026/11/article-1-1024x576.jpg')).toBe('/media/article-1.webp');
    expect(link('http://old.example/wp-content/uploads/2026/11/gone.jpg')).toBe(
      'http://old.example/wp-content/uploads/2026/11/gone.jpg',
    );
  });

  it('leaves other sites, phone, mail and in-page links alone', () => {
    expect(link('https://wa.me/972501234567')).toBe('https://wa.me/972501234567');
    expect(link('tel:+97231234567')).toBe('tel:+97231234567');
    expect(link('mailto:a@b.co.il')).toBe('mailto:a@b.co.il');
    expect(link('#top')).toBe('#top');
  });
});
