import { parseLightboxSettings } from '../../engines/media/hash-action';
import { slideshowFor, toSlide, type SlideFacts } from '../../engines/media/lightbox';
import { opensInLightbox } from '../../engines/media/lightbox-links';
import { parseLightboxOptions, type LightboxOptions } from '../../engines/media/lightbox-options';
import { openLightbox } from './lightbox';

const clones = '.swiper-slide-duplicate, .slick-cloned, [data-carousel-clone]';

/** What a lightbox link says about its image: arig's data attributes, or those of imported content. */
function factsOf(a: HTMLAnchorElement): SlideFacts {
  const d = a.dataset;
  const order = d.elementorLightboxIndex === undefined ? undefined : Number(d.elementorLightboxIndex);
  return {
    url: a.href,
    group: d.lightbox ?? d.elementorLightboxSlideshow ?? '',
    order: Number.isFinite(order) ? order : undefined,
    clone: a.closest(clones) !== null,
    title: d.lightboxTitle ?? d.elementorLightboxTitle,
    description: d.lightboxDescription ?? d.elementorLightboxDescription,
    alt: a.querySelector('img')?.alt,
    caption: a.closest('figure')?.querySelector('figcaption')?.textContent ?? undefined,
  };
}

function pageSlides(options: LightboxOptions): SlideFacts[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
    .filter((a) =>
      opensInLightbox(
        {
          href: a.getAttribute('href') ?? '',
          download: a.hasAttribute('download'),
          flag: a.dataset.lightbox,
          elementorOpen: a.dataset.elementorOpenLightbox,
        },
        options.global,
      ),
    )
    .map(factsOf);
}

/** A click on a lightbox link: its slideshow on the page, starting at it. */
export function openFromLink(link: HTMLAnchorElement, optionsAttribute: string | undefined): void {
  const options = parseLightboxOptions(optionsAttribute);
  const { slides, index } = slideshowFor(factsOf(link), pageSlides(options));
  openLightbox(
    slides.map((s) => toSlide(s, options)),
    index,
    options,
    link,
  );
}

/**
 * The `lightbox` URL action: an explicit slideshow, or one image — opened within its page slideshow when
 * the settings name one that exists. Settings that fail validation open nothing.
 */
export function openFromAction(settings: unknown, optionsAttribute: string | undefined, opener: Element | null): void {
  const options = parseLightboxOptions(optionsAttribute);
  const valid = parseLightboxSettings(settings);
  if (!valid) return;
  const absolute = (url: string) => new URL(url, location.href).href;
  if (valid.type === 'slideshow') {
    const slides = valid.slides.map((s) => ({
      url: absolute(s.url),
      title: s.title ?? '',
      description: s.description ?? '',
      alt: s.alt || s.title || '',
    }));
    return openLightbox(slides, valid.index, options, opener);
  }
  const facts: SlideFacts = {
    url: absolute(valid.url),
    group: valid.slideshow ?? '',
    title: valid.title,
    description: valid.description,
    alt: valid.alt,
  };
  const { slides, index } = slideshowFor(facts, pageSlides(options));
  openLightbox(
    slides.map((s) => toSlide(s, options)),
    index,
    options,
    opener,
  );
}
