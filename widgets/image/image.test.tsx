import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

const images = {
  '12': {
    src: '/media/loom.jpg',
    srcset: '/media/loom-640.jpg 640w, /media/loom.jpg 1280w',
    width: 1280,
    height: 853,
    alt: 'נול אריגה',
    title: null,
    description: null,
  },
};

describe('image', () => {
  it('renders a responsive image with size, dimensions and the media alt', () => {
    const { html } = renderWidget('image', { media_id: '12', sizes: 'half', caption: 'נול' }, { images });
    // Deferred: its addresses wait for the site runtime, its shape holds the box, and without JavaScript the
    // <noscript> copy is the image (components/content/DeferredImage.tsx).
    expect(html).toBe(
      '<figure class="w w-image w-align-center"><img src="data:image/svg+xml,%3Csvg xmlns=&#x27;http://www.w3.org/2000/svg&#x27; viewBox=&#x27;0 0 1280 853&#x27;/%3E" data-src="/media/loom.jpg" data-srcset="/media/loom-640.jpg 640w, /media/loom.jpg 1280w" sizes="(max-width: 767px) 100vw, 50vw" width="1280" height="853" alt="נול אריגה" decoding="async"/><noscript><img src="/media/loom.jpg" srcSet="/media/loom-640.jpg 640w, /media/loom.jpg 1280w" sizes="(max-width: 767px) 100vw, 50vw" width="1280" height="853" alt="נול אריגה" loading="lazy" decoding="async"/></noscript><figcaption>נול</figcaption></figure>',
    );
  });

  it("loads at once as the page's largest paint", () => {
    expect(renderWidget('image', { media_id: '12', priority: true }, { images }).html).toContain(
      '<img src="/media/loom.jpg" srcSet="/media/loom-640.jpg 640w, /media/loom.jpg 1280w" sizes="(max-width: 1024px) 100vw, 1140px" width="1280" height="853" alt="נול אריגה" loading="eager" decoding="async" fetchPriority="high"/>',
    );
  });

  it('shows a thumbnail at the 150px its sizes promise the browser', () => {
    const { html } = renderWidget('image', { media_id: '12', sizes: 'thumbnail' }, { images });
    expect(html).toMatch(/^<figure class="w w-image w-align-center w-image--thumbnail"><img [^>]*sizes="150px"/);
  });

  it('prefers the widget alt, allows decorative images and loads the main image eagerly', () => {
    expect(renderWidget('image', { media_id: '12', alt: 'חוטים' }, { images }).html).toContain('alt="חוטים"');
    expect(renderWidget('image', { media_id: '12', alt: 'x', decorative: true }, { images }).html).toContain('alt=""');
    const eager = renderWidget('image', { media_id: '12', priority: true }, { images }).html;
    expect(eager).toContain('loading="eager"');
    expect(eager).toContain('fetchPriority="high"');
  });

  it('links, or with the lightbox flag links to the full image', () => {
    const linked = renderWidget('image', { media_id: '12', link: '/services/', link_new_tab: true }, { images }).html;
    expect(linked).toContain('<a href="/services/" target="_blank" rel="noopener noreferrer"><img');
    expect(linked).toContain('(נפתח בחלון חדש)');
    const lightbox = renderWidget('image', { media_id: '12', lightbox: true }, { images }).html;
    expect(lightbox).toContain('<a href="/media/loom.jpg" data-lightbox="w-w1"><img');
    const titled = { '12': { ...images['12'], title: 'נול', description: 'נול אריגה ישן' } };
    expect(renderWidget('image', { media_id: '12', lightbox: true }, { images: titled }).html).toContain(
      '<a href="/media/loom.jpg" data-lightbox="w-w1" data-lightbox-title="נול" data-lightbox-description="נול אריגה ישן">',
    );
  });

  it('renders nothing for missing media', () => {
    expect(renderWidget('image', { media_id: '99' }, { images }).html).toBe('');
  });

  it('rejects bad media ids, links and sizes', () => {
    expect(errorPaths('image', { media_id: '../x' })).toEqual(['content.0.props.media_id']);
    expect(errorPaths('image', { link: 'javascript:alert(1)' })).toEqual(['content.0.props.link']);
    expect(errorPaths('image', { sizes: '100vw' })).toEqual(['content.0.props.sizes']);
  });
});
