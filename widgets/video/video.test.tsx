import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

const images = {
  '7': { src: '/media/poster.webp', srcset: '', width: 1600, height: 900, alt: 'x', title: null, description: null },
};

describe('video', () => {
  it('puts YouTube behind a facade: the site’s own poster and a link to the video, no provider address loaded', () => {
    const { html } = renderWidget(
      'video',
      { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'סיור במעבדה', poster_media_id: '7', start: 30 },
      { images },
    );
    expect(html).toContain('data-video-provider="youtube" data-video-id="dQw4w9WgXcQ" data-video-start="30"');
    expect(html).toContain('<a class="w-video__play" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=30s"');
    // The poster waits until it nears the viewport (DeferredImage); without JavaScript the browser loads it lazily.
    expect(html).toMatch(
      /<img src="data:image\/svg\+xml[^"]*viewBox=&#x27;0 0 1600 900&#x27;[^"]*" data-src="\/media\/poster.webp"/,
    );
    expect(html).toContain('<noscript><img src="/media/poster.webp" width="1600" height="900" alt="" loading="lazy"');
    expect(html).toContain('הפעלת הסרטון: סיור במעבדה');
    expect(html).toContain('הנגן של YouTube ייטען רק אחרי לחיצה על הפעלה.');
    expect(html).toContain('data-island="video"');
    // Nothing the browser would fetch from the provider: no iframe, no script, no provider image.
    expect(html).not.toMatch(/<iframe|<script|ytimg|src="https:\/\/(www\.)?(youtube|vimeo)/);
  });

  it('offers the facade poster’s smaller copies, chosen by the width it is shown at', () => {
    const withCopies = {
      '7': { ...images['7'], srcset: '/media/poster-640x360.webp 640w, /media/poster-1600x900.webp 1600w' },
    };
    const { html } = renderWidget(
      'video',
      { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'סיור', poster_media_id: '7' },
      { images: withCopies },
    );
    expect(html).toContain(
      'srcSet="/media/poster-640x360.webp 640w, /media/poster-1600x900.webp 1600w" sizes="(max-width: 767px) 100vw, (max-width: 1024px) 100vw, 1140px"',
    );
  });

  it('takes Vimeo the same way and the aspect ratio as a style', () => {
    const { html } = renderWidget('video', {
      provider: 'vimeo',
      url: 'https://vimeo.com/76979871',
      aspect_ratio: '4-3',
    });
    expect(html).toContain('data-video-provider="vimeo" data-video-id="76979871"');
    expect(html).toContain('--w-video-ratio:4 / 3');
    expect(html).toContain('href="https://vimeo.com/76979871"');
  });

  it('plays a file from the site in the browser’s own player, loading nothing before play, with no island', () => {
    const { html } = renderWidget('video', { provider: 'hosted', url: '/media/loom.mp4', title: 'נול', loop: true });
    expect(html).toContain(
      '<video src="/media/loom.mp4" controls="" loop="" preload="none" playsInline="" aria-label="נול">',
    );
    expect(html).not.toContain('data-island');
  });

  it('renders nothing without an address', () => {
    expect(renderWidget('video', { url: '' }).html).toBe('');
  });

  it('refuses addresses of the wrong provider, other hosts and hosted files that are not site paths', () => {
    expect(errorPaths('video', { url: 'https://vimeo.com/76979871' })).toEqual(['content.0.props.url']);
    expect(errorPaths('video', { url: 'https://evil.example/watch?v=dQw4w9WgXcQ' })).toEqual(['content.0.props.url']);
    expect(errorPaths('video', { provider: 'hosted', url: 'https://cdn.example/a.mp4' })).toEqual([
      'content.0.props.url',
    ]);
    expect(errorPaths('video', { url: 'javascript:alert(1)' })).toEqual(['content.0.props.url']);
    expect(errorPaths('video', { poster_media_id: '../x' })).toEqual(['content.0.props.poster_media_id']);
  });
});
