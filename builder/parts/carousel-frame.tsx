import type { CSSProperties, ReactNode } from 'react';
import { carouselIslandOptions, type CarouselOptions, type Device } from '../../engines/media/carousel-options';
import { tw } from '../../messages/builder';
import { withClass, type ElementAttrs } from '../common';

const devices: readonly Device[] = ['desktop', 'tablet', 'mobile'];
const suffix: Record<Device, string> = { desktop: 'd', tablet: 't', mobile: 'm' };

/** The per-device layout as custom properties: slides shown, gap and side peek (CSS lays them out). */
function layoutStyle(options: CarouselOptions): CSSProperties {
  const style: Record<string, string | number> = {};
  for (const device of devices) {
    const d = options.devices[device];
    const s = suffix[device];
    style[`--w-carousel-show-${s}`] = d.slidesPerView;
    style[`--w-carousel-gap-${s}`] = `${d.spaceBetween}px`;
    // The page is right to left (spec §3 is_rtl): the right side is the start.
    style[`--w-carousel-peek-start-${s}`] = d.offsetRight ? `${d.offsetRight.size}${d.offsetRight.unit}` : '0px';
    style[`--w-carousel-peek-end-${s}`] = d.offsetLeft ? `${d.offsetLeft.size}${d.offsetLeft.unit}` : '0px';
  }
  return style as CSSProperties;
}

/**
 * A carousel's frame, shared by the widgets that show one (image carousel, reviews). Slides are rendered
 * on the server and laid out by CSS per device, so the carousel has its final size before any script
 * (CLS 0) and scrolls natively without one. The image carousel's island turns it into a carousel only
 * with at least 2 slides. It is a labelled region of labelled slide groups; the controls are real
 * buttons, revealed by the island.
 */
export function CarouselFrame({
  attrs,
  name,
  options,
  slides,
}: {
  attrs: ElementAttrs;
  /** The region's accessible name. */
  name: string;
  options: CarouselOptions;
  slides: readonly ReactNode[];
}) {
  const interactive = slides.length > 1;
  return (
    <section
      {...withClass(attrs, 'w-carousel')}
      aria-roledescription={tw.carousel}
      aria-label={name}
      style={layoutStyle(options)}
      data-carousel={interactive ? JSON.stringify(carouselIslandOptions(options)) : undefined}
    >
      {/* Scrollable by keyboard until the island takes over (which removes the tab stop). */}
      <div className="w-carousel__viewport" tabIndex={0}>
        <div className="w-carousel__track" aria-live={interactive ? options.ariaLive : undefined}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className="w-carousel__slide"
              role="group"
              aria-roledescription={tw.slide}
              aria-label={tw.slideOf(i + 1, slides.length)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {interactive && (
        <div className="w-carousel__controls" hidden>
          {options.autoplay && (
            <button type="button" className="w-carousel__pause" aria-pressed="false" data-carousel-pause="">
              {tw.pauseCarousel}
            </button>
          )}
          {options.arrows && (
            <>
              <CarouselArrow direction="prev" label={tw.previousSlide} path="M9 5l7 7-7 7" />
              <CarouselArrow direction="next" label={tw.nextSlide} path="M15 5l-7 7 7 7" />
            </>
          )}
          {options.dots && (
            <div className="w-carousel__dots" data-carousel-dots="">
              {slides.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  className="w-carousel__dot"
                  aria-label={tw.goToSlide(i + 1)}
                  data-carousel-dot={i}
                />
              ))}
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * A previous/next button of a carousel (the frame's, the hero slider's: `block` is the class prefix); in
 * RTL "previous" points right, so each direction names its own chevron.
 */
export function CarouselArrow({
  direction,
  label,
  path,
  block = 'w-carousel',
}: {
  direction: 'prev' | 'next';
  label: string;
  path: string;
  block?: string;
}) {
  return (
    <button
      type="button"
      className={`${block}__arrow ${block}__arrow--${direction}`}
      {...{ [`data-carousel-${direction}`]: '' }}
      aria-label={label}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={path} />
      </svg>
    </button>
  );
}
