import type { CSSProperties } from 'react';
import type { WidgetContext } from '../../builder/context';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { columnSizes, LibraryImage, withLibraryImages } from '../../builder/parts/library-image';
import { carouselOptions, type CarouselOptions, type Device } from '../../engines/media/carousel-options';
import { tw } from '../../messages/builder';
import type { ImageCarouselProps } from './schema';

const devices: readonly Device[] = ['desktop', 'tablet', 'mobile'];
const suffix: Record<Device, string> = { desktop: 'd', tablet: 't', mobile: 'm' };
const unset = (n: number) => (n < 0 ? '' : n);

/** The widget's props in the shape the carousel settings engine reads (Elementor's names, '' = not set). */
export function carouselSettingsOf(props: ImageCarouselProps) {
  return {
    ...props,
    slides_to_show_tablet: unset(props.slides_to_show_tablet),
    slides_to_show_mobile: unset(props.slides_to_show_mobile),
    slides_to_scroll_tablet: unset(props.slides_to_scroll_tablet),
    slides_to_scroll_mobile: unset(props.slides_to_scroll_mobile),
    image_spacing_custom: { size: props.image_spacing_custom, unit: 'px' },
    offset_width: { size: props.offset_width, unit: 'px' },
  };
}

/** What the island needs: everything but the layout, which CSS already has. */
function islandOptions(o: CarouselOptions) {
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
export type CarouselIslandOptions = ReturnType<typeof islandOptions>;

/**
 * Slides are rendered on the server and laid out by CSS per device (slides shown, gap, side peek), so the
 * carousel has its final size before any script (CLS 0) and scrolls natively without one. The island turns
 * it into a carousel only with at least 2 slides. It is a labelled region of labelled slide groups; the
 * controls are real buttons, revealed by the island.
 */
export function ImageCarousel({ props, ctx }: { props: ImageCarouselProps; ctx: WidgetContext }) {
  const slides = withLibraryImages(props.items, ctx);
  if (slides.length === 0) return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.images} />;
  const options = carouselOptions(carouselSettingsOf(props), { slideCount: slides.length });
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
  const interactive = slides.length > 1;
  const sizes = columnSizes({
    mobile: options.devices.mobile.slidesPerView,
    tablet: options.devices.tablet.slidesPerView,
    desktop: options.devices.desktop.slidesPerView,
  });
  return (
    <section
      {...ctx.attrs}
      aria-roledescription={tw.carousel}
      aria-label={props.carousel_name}
      style={style as CSSProperties}
      data-carousel={interactive ? JSON.stringify(islandOptions(options)) : undefined}
    >
      {/* Scrollable by keyboard until the island takes over (which removes the tab stop). */}
      <div className="w-carousel__viewport" tabIndex={0}>
        <div className="w-carousel__track" aria-live={interactive ? options.ariaLive : undefined}>
          {slides.map(({ item, media }, i) => {
            const img = <LibraryImage media={media} sizes={sizes} />;
            return (
              <div
                key={i}
                className="w-carousel__slide"
                role="group"
                aria-roledescription={tw.slide}
                aria-label={tw.slideOf(i + 1, slides.length)}
              >
                <figure>
                  {item.link ? <a href={item.link}>{img}</a> : img}
                  {item.caption && <figcaption>{item.caption}</figcaption>}
                </figure>
              </div>
            );
          })}
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
              <Arrow direction="prev" label={tw.previousSlide} path="M9 5l7 7-7 7" />
              <Arrow direction="next" label={tw.nextSlide} path="M15 5l-7 7 7 7" />
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

/** A previous/next button; in RTL "previous" points right, so each direction names its own chevron. */
function Arrow({ direction, label, path }: { direction: 'prev' | 'next'; label: string; path: string }) {
  return (
    <button
      type="button"
      className={`w-carousel__arrow w-carousel__arrow--${direction}`}
      {...{ [`data-carousel-${direction}`]: '' }}
      aria-label={label}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={path} />
      </svg>
    </button>
  );
}
