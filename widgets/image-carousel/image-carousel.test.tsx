import { describe, expect, it } from 'vitest';
import { errorPaths, renderWidget } from '../../builder/testing';

const image = (n: number) => ({
  src: `/media/c${n}.webp`,
  srcset: '',
  width: 1600,
  height: 900,
  alt: `בד ${n}`,
  title: null,
  description: null,
});
const images = { '1': image(1), '2': image(2), '3': image(3), '4': image(4) };
const items = ['1', '2', '404', '3', '4'].map((media_id) => ({ media_id }));
const options = (html: string) => JSON.parse(/data-carousel="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"'));

describe('image carousel', () => {
  it('renders a labelled carousel region of labelled slide groups, with hidden controls for the island', () => {
    const { html } = renderWidget('image-carousel', { items, carousel_name: 'עבודות' }, { images });
    expect(html).toMatch(
      /^<section class="w w-image-carousel w-carousel" data-island="image-carousel" aria-roledescription="קרוסלה" aria-label="עבודות"/,
    );
    expect(html.match(/role="group" aria-roledescription="שקופית"/g)).toHaveLength(4);
    expect(html).toContain('aria-label="2 מתוך 4"');
    expect(html).toContain('<div class="w-carousel__controls" hidden="">');
    expect(html).toContain('aria-label="השקופית הקודמת"');
    expect(html).toContain('aria-label="מעבר לשקופית 4"');
    expect(html).toContain('aria-pressed="false" data-carousel-pause="">עצירת ההחלפה האוטומטית</button>');
    // Autoplay is on by default, so the track does not announce every change.
    expect(html).toContain('aria-live="off"');
  });

  it('lays slides out per device in CSS: 3 / 2 / 1 by default, 1 on tablet when desktop shows 1, 20 px gap', () => {
    const { html } = renderWidget('image-carousel', { items }, { images });
    expect(html).toContain('--w-carousel-show-d:3;--w-carousel-gap-d:20px');
    expect(html).toContain('--w-carousel-show-t:2');
    expect(html).toContain('--w-carousel-show-m:1');
    const one = renderWidget('image-carousel', { items, slides_to_show: 1 }, { images }).html;
    expect(one).toContain('--w-carousel-show-t:1');
    const peek = renderWidget('image-carousel', { items, offset_sides: 'both', offset_width: 40 }, { images }).html;
    expect(peek).toContain('--w-carousel-peek-start-d:40px;--w-carousel-peek-end-d:40px');
    const right = renderWidget('image-carousel', { items, offset_sides: 'right', offset_width: 40 }, { images }).html;
    expect(right).toContain('--w-carousel-peek-start-d:40px;--w-carousel-peek-end-d:0px');
  });

  it('passes the island the behaviour: loop, speed, autoplay with hover pause, arrows and dots, steps per device', () => {
    const html = renderWidget(
      'image-carousel',
      { items, slides_to_scroll: 2, slides_to_scroll_mobile: 1, autoplay_speed: 3000, pause_on_hover: false },
      { images },
    ).html;
    expect(options(html)).toEqual({
      loop: true,
      speed: 500,
      autoplay: { delay: 3000, pauseOnHover: false, stopOnInteraction: true, stopOnFocusIn: true },
      arrows: true,
      dots: true,
      lazy: false,
      scroll: { desktop: 2, tablet: 1, mobile: 1 },
      fade: { desktop: false, tablet: false, mobile: false },
    });
    const fade = renderWidget(
      'image-carousel',
      { items, slides_to_show: 1, effect: 'fade', autoplay: false },
      { images },
    );
    expect(options(fade.html)).toMatchObject({ autoplay: false, fade: { desktop: true, tablet: true, mobile: true } });
    expect(fade.html).toContain('aria-live="polite"');
    expect(fade.html).not.toContain('data-carousel-pause');
  });

  it('stays a static figure with one slide: no options, no controls', () => {
    const { html } = renderWidget('image-carousel', { items: [{ media_id: '1' }] }, { images });
    expect(html).not.toContain('data-carousel=');
    expect(html).not.toContain('w-carousel__controls');
    expect(renderWidget('image-carousel', { items: [{ media_id: '404' }] }, { images }).html).toBe('');
  });

  it('refuses bad media ids and out-of-range settings', () => {
    expect(errorPaths('image-carousel', { items: [{ media_id: '<x>' }] })).toEqual([
      'content.0.props.items.0.media_id',
    ]);
    expect(errorPaths('image-carousel', { slides_to_show: 0 })).toEqual(['content.0.props.slides_to_show']);
    expect(errorPaths('image-carousel', { navigation: 'left' })).toEqual(['content.0.props.navigation']);
    expect(errorPaths('image-carousel', { autoplay_speed: 10 })).toEqual(['content.0.props.autoplay_speed']);
  });
});
