/**
 * Image carousel settings → library-neutral options per device (spec §3 "Carousel element settings",
 * §4 "Carousel", §5, §9 "Carousel" and "Responsive breakpoints"; reference §5 for what the spec leaves
 * open). The widget's script turns these options into the chosen slider library's own.
 */
import { z } from 'zod';

/** Spec §9: mobile up to 767 px, tablet up to 1024 px, desktop above. */
export const carouselBreakpoints = { mobile: 767, tablet: 1024 } as const;
export type Device = 'mobile' | 'tablet' | 'desktop';
export const devices: readonly Device[] = ['desktop', 'tablet', 'mobile'];

/** Spec §9 and reference §5. */
export const carouselDefaults = {
  slidesToShow: 3,
  slidesToScroll: 1,
  minSlides: 2,
  lazyNeighbours: 1,
  speed: 500,
  autoplaySpeed: 5000,
  spacing: 20,
} as const;

export function deviceForWidth(width: number): Device {
  if (width <= carouselBreakpoints.mobile) return 'mobile';
  if (width <= carouselBreakpoints.tablet) return 'tablet';
  return 'desktop';
}

/** Spec §4/§5: a carousel initialises only with at least 2 slides. */
export function shouldInitialise(slideCount: number): boolean {
  return Number.isInteger(slideCount) && slideCount >= carouselDefaults.minSlides;
}

// ---------------------------------------------------------------------------------------------------------
// Settings schema. Values arrive as the builder stores them or as imported Elementor data carries them
// ('yes' / '' switches, numbers as strings, sliders as {size, unit}). Every field falls back to its default
// instead of failing: a bad setting must not break a page.

const toggle = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['yes', 'no', ''])])
    .transform((v) => v === true || v === 'yes')
    .catch(fallback)
    .default(fallback);

const intIn = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,6}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));

const number = (min: number, max: number, fallback: number) => intIn(min, max).catch(fallback).default(fallback);

/** A per-device variant: '' or absent means "not set" (inherit or use the device default). */
const variant = (min: number, max: number) =>
  z
    .union([z.literal('').transform(() => undefined), intIn(min, max)])
    .optional()
    .catch(undefined);

const cssUnits = ['px', '%', 'vw', 'em', 'rem'] as const;
export type CssUnit = (typeof cssUnits)[number];
export interface CssLength {
  size: number;
  unit: CssUnit;
}

/** A slider value: a number (px) or {size, unit}; an empty size means "not set". */
const length = (units: readonly CssUnit[], max: number) =>
  z
    .union([
      z.number().transform((size) => ({ size, unit: 'px' as CssUnit })),
      z.object({
        size: z.union([z.number(), z.literal('').transform(() => undefined)]).optional(),
        unit: z.enum(units as [CssUnit, ...CssUnit[]]).default('px'),
      }),
    ])
    .transform((v) => (v.size === undefined ? undefined : { size: v.size, unit: v.unit }))
    .pipe(z.object({ size: z.number().min(0).max(max), unit: z.enum(cssUnits) }).optional())
    .optional()
    .catch(undefined);

export const carouselSettingsSchema = z.object({
  slides_to_show: number(1, 10, carouselDefaults.slidesToShow),
  slides_to_show_tablet: variant(1, 10),
  slides_to_show_mobile: variant(1, 10),
  slides_to_scroll: number(1, 10, carouselDefaults.slidesToScroll),
  slides_to_scroll_tablet: variant(1, 10),
  slides_to_scroll_mobile: variant(1, 10),
  infinite: toggle(true),
  speed: number(0, 10_000, carouselDefaults.speed),
  autoplay: toggle(true),
  autoplay_speed: number(500, 600_000, carouselDefaults.autoplaySpeed),
  pause_on_hover: toggle(true),
  pause_on_interaction: toggle(true),
  navigation: z.enum(['both', 'arrows', 'dots', 'none']).catch('both').default('both'),
  pagination: z.enum(['bullets', 'fraction', 'progressbar']).catch('bullets').default('bullets'),
  lazyload: toggle(false),
  effect: z.enum(['slide', 'fade']).catch('slide').default('slide'),
  image_spacing_custom: length(['px'], 200),
  image_spacing_custom_tablet: length(['px'], 200),
  image_spacing_custom_mobile: length(['px'], 200),
  offset_sides: z.enum(['none', 'left', 'right', 'both']).catch('none').default('none'),
  offset_width: length(cssUnits, 2000),
  offset_width_tablet: length(cssUnits, 2000),
  offset_width_mobile: length(cssUnits, 2000),
});

export type CarouselSettings = z.output<typeof carouselSettingsSchema>;

/** Settings with every default applied. Never throws: a non-object gives all the defaults. */
export function parseCarouselSettings(input: unknown): CarouselSettings {
  const source = input !== null && typeof input === 'object' && !Array.isArray(input) ? input : {};
  return carouselSettingsSchema.parse(source);
}

// ---------------------------------------------------------------------------------------------------------
// Options.

export interface DeviceCarouselOptions {
  /** Upper bound of the device's viewport width in px; null for desktop (no upper bound). */
  maxWidth: number | null;
  slidesPerView: number;
  /** Slides moved per step, never more than are visible. */
  slidesPerGroup: number;
  /** Gap between slides in px. */
  spaceBetween: number;
  /** `fade` only where exactly one slide shows; it cross-fades. */
  effect: 'slide' | 'fade';
  /** Physical side offsets (peek of the neighbouring slides); null where there is none. */
  offsetLeft: CssLength | null;
  offsetRight: CssLength | null;
}

export interface CarouselOptions {
  loop: boolean;
  /** Transition time in ms; 0 under reduced motion. */
  speed: number;
  autoplay: false | { delay: number; pauseOnHover: boolean; stopOnInteraction: boolean; stopOnFocusIn: true };
  arrows: boolean;
  dots: boolean;
  pagination: 'bullets' | 'fraction' | 'progressbar' | null;
  lazy: false | { preloadNeighbours: number };
  rtl: boolean;
  /** aria-live of the slide track: off while autoplay runs, polite otherwise (reference §5.10). */
  ariaLive: 'off' | 'polite';
  devices: Record<Device, DeviceCarouselOptions>;
}

export interface CarouselContext {
  /** Slides in the carousel; arrows and dots are dropped when there are fewer than 2. */
  slideCount?: number;
  /** prefers-reduced-motion: no autoplay, instant transitions. */
  reduceMotion?: boolean;
  /** Page direction; the site is RTL (spec §3 `is_rtl`). */
  rtl?: boolean;
}

/** Per-device slides shown (reference §5.3): desktop 3; tablet 2, or 1 when desktop shows 1; mobile 1. */
function slidesToShow(s: CarouselSettings): Record<Device, number> {
  const desktop = s.slides_to_show;
  return {
    desktop,
    tablet: s.slides_to_show_tablet ?? (desktop === 1 ? 1 : 2),
    mobile: s.slides_to_show_mobile ?? 1,
  };
}

/** Responsive inheritance: a device without its own value takes the next larger device's. */
function inherit<T>(desktop: T, tablet: T | undefined, mobile: T | undefined): Record<Device, T> {
  const t = tablet ?? desktop;
  return { desktop, tablet: t, mobile: mobile ?? t };
}

export function carouselOptions(input: unknown, context: CarouselContext = {}): CarouselOptions {
  const s = parseCarouselSettings(input);
  const reduceMotion = context.reduceMotion === true;
  const multiple = context.slideCount === undefined || shouldInitialise(context.slideCount);
  const show = slidesToShow(s);
  // Elementor gives each device its own scroll value, defaulting to 1 rather than inheriting (reference §5.3).
  const scroll: Record<Device, number> = {
    desktop: s.slides_to_scroll,
    tablet: s.slides_to_scroll_tablet ?? carouselDefaults.slidesToScroll,
    mobile: s.slides_to_scroll_mobile ?? carouselDefaults.slidesToScroll,
  };
  const spacing = inherit(
    s.image_spacing_custom?.size ?? carouselDefaults.spacing,
    s.image_spacing_custom_tablet?.size,
    s.image_spacing_custom_mobile?.size,
  );
  const offset = inherit<CssLength | null>(s.offset_width ?? null, s.offset_width_tablet, s.offset_width_mobile);
  const hasLeft = s.offset_sides === 'left' || s.offset_sides === 'both';
  const hasRight = s.offset_sides === 'right' || s.offset_sides === 'both';

  const device = (name: Device): DeviceCarouselOptions => {
    const width = offset[name] && offset[name].size > 0 ? offset[name] : null;
    return {
      maxWidth: name === 'desktop' ? null : carouselBreakpoints[name],
      slidesPerView: show[name],
      slidesPerGroup: Math.min(scroll[name], show[name]),
      spaceBetween: spacing[name],
      effect: s.effect === 'fade' && show[name] === 1 ? 'fade' : 'slide',
      offsetLeft: hasLeft ? width : null,
      offsetRight: hasRight ? width : null,
    };
  };

  const autoplay = s.autoplay && !reduceMotion && multiple;
  const dots = multiple && (s.navigation === 'dots' || s.navigation === 'both');
  return {
    loop: s.infinite,
    speed: reduceMotion ? 0 : s.speed,
    autoplay: autoplay
      ? {
          delay: s.autoplay_speed,
          pauseOnHover: s.pause_on_hover,
          stopOnInteraction: s.pause_on_interaction,
          stopOnFocusIn: true,
        }
      : false,
    arrows: multiple && (s.navigation === 'arrows' || s.navigation === 'both'),
    dots,
    pagination: dots ? s.pagination : null,
    lazy: s.lazyload ? { preloadNeighbours: carouselDefaults.lazyNeighbours } : false,
    rtl: context.rtl ?? true,
    ariaLive: autoplay ? 'off' : 'polite',
    devices: { desktop: device('desktop'), tablet: device('tablet'), mobile: device('mobile') },
  };
}

/** The options in force at a viewport width. */
export function optionsForWidth(options: CarouselOptions, width: number): DeviceCarouselOptions {
  return options.devices[deviceForWidth(width)];
}

/** What the carousel's browser code needs (site-runtime/carousel.ts): everything but the layout, which CSS already has. */
export function carouselIslandOptions(o: CarouselOptions) {
  return {
    loop: o.loop,
    speed: o.speed,
    autoplay: o.autoplay,
    arrows: o.arrows,
    dots: o.dots,
    lazy: o.lazy !== false,
    scroll: {
      desktop: o.devices.desktop.slidesPerGroup,
      tablet: o.devices.tablet.slidesPerGroup,
      mobile: o.devices.mobile.slidesPerGroup,
    },
    fade: {
      desktop: o.devices.desktop.effect === 'fade',
      tablet: o.devices.tablet.effect === 'fade',
      mobile: o.devices.mobile.effect === 'fade',
    },
  };
}
export type CarouselIslandOptions = ReturnType<typeof carouselIslandOptions>;
