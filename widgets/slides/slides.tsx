import type { CSSProperties } from 'react';
import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { CarouselArrow } from '../../builder/parts/carousel-frame';
import { EditorPlaceholder } from '../../builder/parts/editor-placeholder';
import { LibraryImage } from '../../builder/parts/library-image';
import { typographyStyle, type TypographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import { isSafeUrl } from '../../engines/safe-url';
import { tw } from '../../messages/builder';
import { slidesIslandOptions, slidesSizes } from './options';
import { overlayStyle } from './overlay';
import type { SlidesProps } from './schema';

type Slide = SlidesProps['slides'][number];

/** The picture behind a slide, when its media exists and has a safe address. */
export function slideMedia(slide: Pick<Slide, 'media_id'>, ctx: Pick<WidgetContext, 'images'>) {
  const media = slide.media_id ? ctx.images?.[slide.media_id] : undefined;
  return media && isSafeUrl(media.src) ? media : undefined;
}

/**
 * A hero slider. Every slide is in the HTML, side by side in a track whose height CSS reserves per device
 * (the tallest slide wins), so nothing moves when pictures or the island arrive (CLS 0). The first slide's
 * picture loads at once and first (and the page preloads it: builder/lcp-image.ts), the others lazily.
 * With more than one slide it is a labelled carousel region of labelled slide groups, its controls (a
 * bar of pause, previous, dots and next, the pause first as WAI-ARIA's carousel pattern has it) revealed by
 * slides.island.ts.
 */
export function Slides({ props, ctx }: { props: SlidesProps; ctx: WidgetContext }) {
  const count = props.slides.length;
  if (count === 0) return <EditorPlaceholder ctx={ctx} text={tw.editorEmpty.slides} />;
  const interactive = count > 1;
  const options = slidesIslandOptions(props);
  const sizes = slidesSizes(props.width);
  const dots = props.navigation === 'both' || props.navigation === 'dots';
  const arrows = props.navigation === 'both' || props.navigation === 'arrows';
  const types: SlideTypography = {
    heading: typographyStyle(props, 'typo_heading'),
    description: typographyStyle(props, 'typo_description'),
    button: typographyStyle(props, 'typo_button'),
  };
  const style: Record<string, string> = {
    '--w-slides-h-d': `${props.height}px`,
    '--w-slides-h-t': `${props.height_tablet}px`,
    '--w-slides-h-m': `${props.height_mobile}px`,
  };
  // The zoom lasts a little longer than the slide is shown, so it is still moving as the slide leaves.
  if (interactive && options.autoplay && options.kenBurns)
    style['--w-slides-kb'] = `${options.autoplay.delay + props.speed + 1000}ms`;
  const attrs = withClass(
    ctx.attrs,
    `w-slides--${props.transition}`,
    interactive && options.kenBurns && 'w-slides--ken-burns',
  );
  return (
    <section
      {...attrs}
      aria-roledescription={interactive ? tw.carousel : undefined}
      aria-label={props.slides_name}
      style={style as CSSProperties}
      data-slides={interactive ? JSON.stringify(options) : undefined}
    >
      {interactive && (
        <div className="w-slides__controls" data-slides-controls="" hidden>
          {options.autoplay && <PauseButton />}
          {arrows && <CarouselArrow block="w-slides" direction="prev" label={tw.previousSlide} path="M9 5l7 7-7 7" />}
          {dots && (
            <div className="w-slides__dots">
              {props.slides.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  className="w-slides__dot"
                  aria-label={tw.goToSlide(i + 1)}
                  aria-current={i === 0 ? 'true' : undefined}
                  data-carousel-dot={i}
                />
              ))}
            </div>
          )}
          {arrows && <CarouselArrow block="w-slides" direction="next" label={tw.nextSlide} path="M15 5l-7 7 7 7" />}
        </div>
      )}
      {/* Scrollable by keyboard without scripts; the island takes the tab stop away. */}
      <div className="w-slides__viewport" tabIndex={interactive ? 0 : undefined}>
        <div className="w-slides__track" aria-live={interactive ? (options.autoplay ? 'off' : 'polite') : undefined}>
          {props.slides.map((slide, i) => (
            <SlideView
              key={i}
              slide={slide}
              index={i}
              count={count}
              tag={props.heading_tag === 'h1' ? (i === 0 ? 'h1' : 'h2') : props.heading_tag}
              sizes={sizes}
              priority={props.priority && i === 0}
              types={types}
              ctx={ctx}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

/** The groups every slide's heading, description and buttons take. */
interface SlideTypography {
  heading: TypographyStyle;
  description: TypographyStyle;
  button: TypographyStyle;
}

function SlideView({
  slide,
  index,
  count,
  tag: Tag,
  sizes,
  priority,
  types,
  ctx,
}: {
  slide: Slide;
  index: number;
  count: number;
  tag: 'h1' | 'h2' | 'h3' | 'p';
  sizes: string;
  priority: boolean;
  types: SlideTypography;
  ctx: WidgetContext;
}) {
  const media = slideMedia(slide, ctx);
  const buttons = [
    { text: slide.button_text, link: slide.button_link, kind: 'primary' },
    { text: slide.button2_text, link: slide.button2_link, kind: 'secondary' },
  ].filter((b) => b.text && b.link && isSafeUrl(b.link));
  const group =
    count > 1 ? { role: 'group', 'aria-roledescription': tw.slide, 'aria-label': tw.slideOf(index + 1, count) } : {};
  return (
    <div
      className={`w-slides__slide w-slides__slide--x-${slide.position} w-slides__slide--y-${slide.vertical}${index === 0 ? ' is-current' : ''}`}
      style={overlayStyle(slide.overlay_color, slide.overlay_opacity) as CSSProperties}
      {...group}
    >
      {media && (
        <div className="w-slides__media">
          <LibraryImage media={media} sizes={sizes} priority={priority} decorative className="w-slides__image" />
        </div>
      )}
      <div className="w-slides__overlay" />
      <div className="w-slides__inner">
        <div className="w-slides__content">
          {slide.heading && <Tag {...typographyAttrs('w-slides__heading', types.heading)}>{slide.heading}</Tag>}
          {slide.text && <p {...typographyAttrs('w-slides__text', types.description)}>{slide.text}</p>}
          {buttons.length > 0 && (
            <div className="w-slides__buttons">
              {buttons.map((b) => (
                <a
                  key={b.kind}
                  {...typographyAttrs(`w-slides__button w-slides__button--${b.kind}`, types.button)}
                  href={b.link}
                >
                  {b.text}
                </a>
              ))}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/** The rotation control (WCAG 2.2.2): its name and aria-pressed follow the state (the island updates both). */
function PauseButton() {
  return (
    <button type="button" className="w-slides__pause" aria-pressed="false" data-carousel-pause="">
      <svg className="w-slides__icon-pause" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M9 6v12M15 6v12" />
      </svg>
      <svg className="w-slides__icon-play" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M8 5.5v13l10-6.5z" />
      </svg>
      <span className="visually-hidden" data-carousel-pause-label="">
        {tw.pauseCarousel}
      </span>
    </button>
  );
}
