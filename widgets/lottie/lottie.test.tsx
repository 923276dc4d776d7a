import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';
import type { RenderContext } from '../../builder/context';

const context: RenderContext = {
  images: {
    '7': {
      src: '/media/threads-poster.webp',
      srcset: '/media/threads-poster-480x270.webp 480w, /media/threads-poster-750x422.webp 750w',
      width: 1600,
      height: 900,
      alt: 'חוטים ארוגים',
      title: null,
      description: null,
    },
  },
  animations: { '9': { src: '/media/threads.json', width: 800, height: 450, alt: 'חוטי ערב נארגים בין חוטי שתי' } },
};
const chosen = { animation_id: '9', poster_media_id: '7' };

describe('lottie', () => {
  it('renders the poster in a frame of the animation’s ratio, named by the description, with its island and settings', () => {
    const { html, islands } = renderWidget('lottie', chosen, context);
    expect(islands).toEqual(['lottie']);
    expect(html).toContain('<figure class="w w-lottie w-align-center" data-island="lottie"');
    expect(html).toContain('style="--w-lottie-ratio:800 / 450"');
    expect(html).toContain(
      'data-lottie-src="/media/threads.json" data-lottie-trigger="view" data-lottie-loop="yes" data-lottie-speed="1"',
    );
    expect(html).toContain('<div class="w-lottie__stage" role="img" aria-label="חוטי ערב נארגים בין חוטי שתי">');
    // The poster is the frame's picture, decorative inside the named frame, lazy, with its size and copies.
    expect(html).toMatch(
      /<img class="w-lottie__poster" src="\/media\/threads-poster.webp" srcSet="[^"]+750w" sizes="[^"]+" width="1600" height="900" alt="" loading="lazy" decoding="async"\/>/,
    );
    // The pause button is there for the island to show (looping on view), hidden until the animation plays.
    expect(html).toContain(
      '<button type="button" class="w-lottie__pause" aria-pressed="false" data-lottie-pause="" hidden="">',
    );
    expect(html).toContain('<span class="visually-hidden" data-lottie-pause-label="">השהיית האנימציה</span>');
  });

  it('own description, decorative, hover, scroll, once, speed, width, alignment and caption', () => {
    const own = renderWidget(
      'lottie',
      { ...chosen, alt: 'נול אורג', trigger: 'hover', loop: false, speed: 1.5, max_width: 480, align: 'end' },
      context,
    ).html;
    expect(own).toContain('role="img" aria-label="נול אורג" tabindex="0"');
    expect(own).toContain('data-lottie-trigger="hover" data-lottie-loop="no" data-lottie-speed="1.5"');
    expect(own).toContain('style="--w-lottie-ratio:800 / 450;--w-lottie-max:480px"');
    expect(own).toContain('sizes="(max-width: 480px) 100vw, 480px"');
    expect(own).toContain('w-align-end');
    // Played by the visitor's hover or focus: no pause button owed.
    expect(own).not.toContain('w-lottie__pause');

    const decorative = renderWidget('lottie', { ...chosen, decorative: true, trigger: 'hover' }, context).html;
    expect(decorative).toContain('<div class="w-lottie__stage" aria-hidden="true">');
    expect(decorative).not.toContain('role="img"');
    expect(decorative).not.toContain('tabindex');

    const scroll = renderWidget('lottie', { ...chosen, trigger: 'scroll', caption: 'כך נארג בד' }, context).html;
    expect(scroll).toContain('data-lottie-trigger="scroll"');
    expect(scroll).not.toContain('w-lottie__pause');
    expect(scroll).toContain('<figcaption class="w-lottie__caption">כך נארג בד</figcaption>');
  });

  it('an animation gone from the library leaves its poster, still, at the poster’s ratio', () => {
    const { html } = renderWidget('lottie', chosen, { images: context.images });
    expect(html).toContain('style="--w-lottie-ratio:1600 / 900"');
    expect(html).toContain('aria-label="חוטים ארוגים"');
    expect(html).not.toContain('data-lottie-src');
    expect(html).not.toContain('<button');
  });

  it('renders nothing on the site until there is a poster, and no island without an animation', () => {
    expect(renderWidget('lottie', {}, context)).toEqual({ html: '', islands: [] });
    expect(renderWidget('lottie', { poster_media_id: '7' }, context).islands).toEqual([]);
  });

  it('only plays a file of the site: an animation address elsewhere is never handed to the player', () => {
    const elsewhere = { '9': { ...context.animations!['9']!, src: 'https://cdn.example/threads.json' } };
    const { html } = renderWidget('lottie', chosen, { ...context, animations: elsewhere });
    expect(html).not.toContain('data-lottie-src');
    expect(html).toContain('w-lottie__poster');
  });

  it('asks for a poster with an animation, and refuses bad ids, speeds and triggers', () => {
    expect(errorPaths('lottie', { animation_id: '9' })).toEqual(['content.0.props.poster_media_id']);
    expect(errorPaths('lottie', { ...chosen, animation_id: '../x' })).toEqual(['content.0.props.animation_id']);
    expect(errorPaths('lottie', { ...chosen, speed: 0 })).toEqual(['content.0.props.speed']);
    expect(errorPaths('lottie', { ...chosen, speed: 4 })).toEqual(['content.0.props.speed']);
    expect(errorPaths('lottie', { ...chosen, trigger: 'click' })).toEqual(['content.0.props.trigger']);
    expect(errorPaths('lottie', { ...chosen, speed: 0.75, max_width: 640 })).toEqual([]);
  });
});
