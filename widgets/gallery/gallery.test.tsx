import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

const image = (n: number) => ({
  src: `/media/g${n}.jpg`,
  srcset: `/media/g${n}-640.jpg 640w, /media/g${n}.jpg 1280w`,
  width: 1280,
  height: 960,
  alt: `בד ${n}`,
  title: n === 1 ? 'אריג סאטן' : null,
  description: n === 1 ? 'מבט מקרוב על האריג' : null,
});
const images = { '1': image(1), '2': image(2), '3': image(3) };
const items = [{ media_id: '1', caption: 'סאטן' }, { media_id: '2' }, { media_id: '404' }, { media_id: '3' }];

describe('gallery', () => {
  it('renders a list of the library images that exist, each linking to its full image as one slideshow', () => {
    const { html } = renderWidget('gallery', { items }, { images });
    expect(html.match(/<li class="w-gallery__item">/g)).toHaveLength(3);
    expect(html).toContain('<ul class="w-gallery__list" role="list">');
    expect(html).toContain(
      '<a href="/media/g1.jpg" data-lightbox="w-w1" data-lightbox-title="אריג סאטן" data-lightbox-description="מבט מקרוב על האריג">',
    );
    expect(html).toContain('<a href="/media/g2.jpg" data-lightbox="w-w1">');
    expect(html).toContain('alt="בד 2"');
    expect(html).toContain('width="1280" height="960"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('<figcaption>סאטן</figcaption>');
    expect(html).toContain('(הגדלת התמונה)');
  });

  it('defaults to a grid of 3 columns with 30 px between rows, and takes masonry and per-device columns', () => {
    const grid = renderWidget('gallery', { items }, { images }).html;
    expect(grid).toMatch(/^<div class="w w-gallery w-gallery--grid"/);
    expect(grid).toContain('--w-gallery-cols:3;--w-gallery-cols-t:2;--w-gallery-cols-m:1;--w-gallery-gap-v:30px');
    const masonry = renderWidget(
      'gallery',
      { items, layout: 'masonry', columns: 4, columns_mobile: 2 },
      { images },
    ).html;
    expect(masonry).toContain('w-gallery--masonry');
    expect(masonry).toContain('--w-gallery-cols:4;');
    expect(masonry).toContain('sizes="(max-width: 767px) 50vw, (max-width: 1024px) 50vw, 285px"');
  });

  it('without the lightbox shows plain images, and renders nothing when no image exists', () => {
    const plain = renderWidget('gallery', { items, lightbox: false }, { images }).html;
    expect(plain).not.toContain('<a ');
    expect(renderWidget('gallery', { items: [{ media_id: '404' }] }, { images }).html).toBe('');
  });

  it('refuses bad media ids, too many items and out-of-range columns', () => {
    expect(errorPaths('gallery', { items: [{ media_id: '../x' }] })).toEqual(['content.0.props.items.0.media_id']);
    expect(errorPaths('gallery', { columns: 9 })).toEqual(['content.0.props.columns']);
    const many = Array.from({ length: 101 }, () => ({ media_id: '1' }));
    expect(errorPaths('gallery', { items: many })).toEqual(['content.0.props.items']);
  });
});
