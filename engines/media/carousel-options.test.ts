import { describe, expect, it } from 'vitest';
import {
  carouselBreakpoints,
  carouselOptions,
  carouselSettingsSchema,
  deviceForWidth,
  optionsForWidth,
  parseCarouselSettings,
  shouldInitialise,
} from './carousel-options';

const perDevice = (settings: unknown, key: 'slidesPerView' | 'slidesPerGroup' | 'spaceBetween' | 'effect') => {
  const { devices } = carouselOptions(settings);
  return [devices.desktop[key], devices.tablet[key], devices.mobile[key]];
};

describe('defaults (spec §9, reference §5)', () => {
  it('gives the documented options for an empty settings object', () => {
    expect(carouselOptions({})).toEqual({
      loop: true,
      speed: 500,
      autoplay: { delay: 5000, pauseOnHover: true, stopOnInteraction: true, stopOnFocusIn: true },
      arrows: true,
      dots: true,
      pagination: 'bullets',
      lazy: false,
      rtl: true,
      ariaLive: 'off',
      devices: {
        desktop: {
          maxWidth: null,
          slidesPerView: 3,
          slidesPerGroup: 1,
          spaceBetween: 20,
          effect: 'slide',
          offsetLeft: null,
          offsetRight: null,
        },
        tablet: {
          maxWidth: 1024,
          slidesPerView: 2,
          slidesPerGroup: 1,
          spaceBetween: 20,
          effect: 'slide',
          offsetLeft: null,
          offsetRight: null,
        },
        mobile: {
          maxWidth: 767,
          slidesPerView: 1,
          slidesPerGroup: 1,
          spaceBetween: 20,
          effect: 'slide',
          offsetLeft: null,
          offsetRight: null,
        },
      },
    });
  });

  it('treats anything that is not an object as empty settings', () => {
    for (const input of [null, undefined, 'x', 3, [], [{ slides_to_show: 1 }]]) {
      expect(carouselOptions(input)).toEqual(carouselOptions({}));
    }
  });

  it('the schema itself carries the defaults', () => {
    expect(carouselSettingsSchema.parse({})).toEqual(parseCarouselSettings({}));
    expect(parseCarouselSettings({})).toMatchObject({
      slides_to_show: 3,
      slides_to_scroll: 1,
      infinite: true,
      speed: 500,
      autoplay: true,
      autoplay_speed: 5000,
      pause_on_hover: true,
      pause_on_interaction: true,
      navigation: 'both',
      pagination: 'bullets',
      lazyload: false,
      effect: 'slide',
      offset_sides: 'none',
    });
  });
});

describe('slides per device', () => {
  it('tablet shows 2, or 1 when desktop shows 1; mobile shows 1', () => {
    expect(perDevice({ slides_to_show: 4 }, 'slidesPerView')).toEqual([4, 2, 1]);
    expect(perDevice({ slides_to_show: 1 }, 'slidesPerView')).toEqual([1, 1, 1]);
    expect(perDevice({ slides_to_show: '2' }, 'slidesPerView')).toEqual([2, 2, 1]);
  });

  it('uses the device variants when set, and ignores empty ones', () => {
    expect(
      perDevice({ slides_to_show: 5, slides_to_show_tablet: 3, slides_to_show_mobile: '2' }, 'slidesPerView'),
    ).toEqual([5, 3, 2]);
    expect(
      perDevice({ slides_to_show: 1, slides_to_show_tablet: '', slides_to_show_mobile: '' }, 'slidesPerView'),
    ).toEqual([1, 1, 1]);
  });

  it('falls back to the default for values out of range or of the wrong type', () => {
    for (const bad of [0, 11, -1, 2.5, '', 'three', null, {}, [], true]) {
      expect([bad, perDevice({ slides_to_show: bad }, 'slidesPerView')]).toEqual([bad, [3, 2, 1]]);
      expect([bad, perDevice({ slides_to_show: 4, slides_to_show_tablet: bad }, 'slidesPerView')]).toEqual([
        bad,
        [4, 2, 1],
      ]);
    }
  });

  it('scrolls 1 by default, each device its own value, never more than it shows', () => {
    expect(perDevice({}, 'slidesPerGroup')).toEqual([1, 1, 1]);
    expect(perDevice({ slides_to_show: 4, slides_to_scroll: 3 }, 'slidesPerGroup')).toEqual([3, 1, 1]);
    expect(
      perDevice(
        {
          slides_to_show: 4,
          slides_to_show_tablet: 3,
          slides_to_show_mobile: 2,
          slides_to_scroll: 2,
          slides_to_scroll_tablet: 3,
          slides_to_scroll_mobile: '2',
        },
        'slidesPerGroup',
      ),
    ).toEqual([2, 3, 2]);
    expect(perDevice({ slides_to_show: 2, slides_to_scroll: 5 }, 'slidesPerGroup')).toEqual([2, 1, 1]);
    expect(perDevice({ slides_to_show: 1, slides_to_scroll: 3 }, 'slidesPerGroup')).toEqual([1, 1, 1]);
  });
});

describe('behaviour settings', () => {
  it('reads switches as booleans or yes/empty strings', () => {
    expect(carouselOptions({ infinite: '' }).loop).toBe(false);
    expect(carouselOptions({ infinite: false }).loop).toBe(false);
    expect(carouselOptions({ infinite: 'yes' }).loop).toBe(true);
    expect(carouselOptions({ infinite: 'maybe' }).loop).toBe(true);
    expect(carouselOptions({ lazyload: 'yes' }).lazy).toEqual({ preloadNeighbours: 1 });
    expect(carouselOptions({ lazyload: true }).lazy).toEqual({ preloadNeighbours: 1 });
    expect(carouselOptions({ lazyload: 'nope' }).lazy).toBe(false);
  });

  it('maps autoplay, its speed and its pauses', () => {
    expect(carouselOptions({ autoplay: '' }).autoplay).toBe(false);
    expect(carouselOptions({ autoplay: '' }).ariaLive).toBe('polite');
    expect(
      carouselOptions({ autoplay_speed: '3000', pause_on_hover: '', pause_on_interaction: false }).autoplay,
    ).toEqual({ delay: 3000, pauseOnHover: false, stopOnInteraction: false, stopOnFocusIn: true });
    expect(carouselOptions({ autoplay_speed: 0 }).autoplay).toMatchObject({ delay: 5000 });
    expect(carouselOptions({ speed: 900 }).speed).toBe(900);
    expect(carouselOptions({ speed: -5 }).speed).toBe(500);
  });

  it('maps navigation to arrows and dots, with the pagination style on the dots', () => {
    const nav = (navigation: unknown, pagination?: unknown) => {
      const o = carouselOptions({ navigation, pagination });
      return [o.arrows, o.dots, o.pagination];
    };
    expect(nav('both')).toEqual([true, true, 'bullets']);
    expect(nav('arrows')).toEqual([true, false, null]);
    expect(nav('dots', 'fraction')).toEqual([false, true, 'fraction']);
    expect(nav('none', 'progressbar')).toEqual([false, false, null]);
    expect(nav('sideways', 'stars')).toEqual([true, true, 'bullets']);
  });

  it('fades only where exactly one slide shows', () => {
    expect(perDevice({ effect: 'fade', slides_to_show: 1 }, 'effect')).toEqual(['fade', 'fade', 'fade']);
    expect(perDevice({ effect: 'fade' }, 'effect')).toEqual(['slide', 'slide', 'fade']);
    expect(perDevice({ effect: 'fade', slides_to_show: 1, slides_to_show_tablet: 2 }, 'effect')).toEqual([
      'fade',
      'slide',
      'fade',
    ]);
    expect(perDevice({ effect: 'cube', slides_to_show: 1 }, 'effect')).toEqual(['slide', 'slide', 'slide']);
  });

  it('takes image spacing from the slider value, inherited by smaller devices', () => {
    expect(perDevice({ image_spacing_custom: { size: 10, unit: 'px' } }, 'spaceBetween')).toEqual([10, 10, 10]);
    expect(perDevice({ image_spacing_custom: 30, image_spacing_custom_tablet: { size: 12 } }, 'spaceBetween')).toEqual([
      30, 12, 12,
    ]);
    expect(
      perDevice({ image_spacing_custom: { size: 0 }, image_spacing_custom_mobile: { size: 4 } }, 'spaceBetween'),
    ).toEqual([0, 0, 4]);
    expect(perDevice({ image_spacing_custom: { size: '', unit: 'px' } }, 'spaceBetween')).toEqual([20, 20, 20]);
    for (const bad of [{ size: -1 }, { size: 500 }, { size: 10, unit: '%' }, 'wide', null]) {
      expect([bad, perDevice({ image_spacing_custom: bad }, 'spaceBetween')]).toEqual([bad, [20, 20, 20]]);
    }
  });

  it('puts the side offset on the chosen physical sides, per device', () => {
    const devices = carouselOptions({
      offset_sides: 'left',
      offset_width: { size: 60, unit: 'px' },
      offset_width_mobile: { size: 10, unit: '%' },
    }).devices;
    expect([devices.desktop.offsetLeft, devices.desktop.offsetRight]).toEqual([{ size: 60, unit: 'px' }, null]);
    expect(devices.tablet.offsetLeft).toEqual({ size: 60, unit: 'px' });
    expect(devices.mobile.offsetLeft).toEqual({ size: 10, unit: '%' });
    const both = carouselOptions({ offset_sides: 'both', offset_width: 40 }).devices.desktop;
    expect([both.offsetLeft, both.offsetRight]).toEqual([
      { size: 40, unit: 'px' },
      { size: 40, unit: 'px' },
    ]);
    const right = carouselOptions({ offset_sides: 'right', offset_width: 40 }).devices.desktop;
    expect([right.offsetLeft, right.offsetRight]).toEqual([null, { size: 40, unit: 'px' }]);
    for (const settings of [
      { offset_sides: 'none', offset_width: 40 },
      { offset_sides: 'both' },
      { offset_sides: 'both', offset_width: 0 },
      { offset_sides: 'top', offset_width: 40 },
      { offset_sides: 'both', offset_width: { size: 40, unit: 'furlong' } },
    ]) {
      const d = carouselOptions(settings).devices.desktop;
      expect([settings, d.offsetLeft, d.offsetRight]).toEqual([settings, null, null]);
    }
  });

  it('ignores prototype keys and unknown settings', () => {
    const settings = JSON.parse('{"__proto__":{"slides_to_show":1},"slides_to_show":2,"x":1}');
    expect(carouselOptions(settings).devices.desktop.slidesPerView).toBe(2);
    expect(parseCarouselSettings(settings)).not.toHaveProperty('x');
    expect(({} as Record<string, unknown>).slides_to_show).toBeUndefined();
  });
});

describe('context', () => {
  it('reduced motion turns autoplay off and transitions instant', () => {
    const o = carouselOptions({ autoplay: 'yes', speed: 800 }, { reduceMotion: true });
    expect([o.autoplay, o.speed, o.ariaLive]).toEqual([false, 0, 'polite']);
    expect(carouselOptions({ speed: 800 }, { reduceMotion: false }).speed).toBe(800);
  });

  it('a single slide gets no arrows, dots or autoplay', () => {
    for (const slideCount of [0, 1]) {
      const o = carouselOptions({}, { slideCount });
      expect([slideCount, o.arrows, o.dots, o.pagination, o.autoplay]).toEqual([slideCount, false, false, null, false]);
    }
    expect(carouselOptions({}, { slideCount: 2 }).arrows).toBe(true);
  });

  it('follows the page direction', () => {
    expect(carouselOptions({}, { rtl: false }).rtl).toBe(false);
    expect(carouselOptions({}, { rtl: true }).rtl).toBe(true);
  });
});

describe('initialisation and breakpoints', () => {
  it('initialises only with at least 2 slides', () => {
    expect([0, 1, 2, 3, 100].map(shouldInitialise)).toEqual([false, false, true, true, true]);
    for (const bad of [1.5, Number.NaN, Infinity, -2]) expect(shouldInitialise(bad)).toBe(false);
  });

  it('maps widths to devices at 767 and 1024', () => {
    expect(carouselBreakpoints).toEqual({ mobile: 767, tablet: 1024 });
    expect([320, 767, 768, 1024, 1025, 2400].map(deviceForWidth)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
    const options = carouselOptions({ slides_to_show: 4 });
    expect([767, 768, 1025].map((w) => optionsForWidth(options, w).slidesPerView)).toEqual([1, 2, 4]);
  });
});
