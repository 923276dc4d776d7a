import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import { tw } from '../messages/builder';
import type { CarouselIslandOptions } from '../engines/media/carousel-options';
import { showImage } from './deferred-image';

const tabletQuery = '(min-width: 768px) and (max-width: 1024px)';
const mobileQuery = '(max-width: 767px)';
export const reducedMotion = (): boolean =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ||
  document.documentElement.classList.contains('a11y-pause-animations');

/** Milliseconds of the settings → Embla's duration scale (25 ≈ 500 ms); 0 ms jumps. */
export const duration = (ms: number): number => Math.max(10, Math.min(60, Math.round(ms / 20)));

/** The options the server wrote into a data attribute as JSON (`data-carousel`, `data-slides`); null if unreadable. */
export function readJsonData<T>(root: HTMLElement, key: string): T | null {
  try {
    return JSON.parse(root.dataset[key] ?? '') as T;
  } catch {
    return null;
  }
}

/**
 * The carousel behind every carousel frame (builder/parts/carousel-frame.tsx; the image carousel's and the
 * reviews' islands): Embla with its autoplay and fade plugins: RTL, per-device slides per step, autoplay that
 * pauses while hovered and stops for good once focus enters or the visitor uses it, a pause button
 * (WCAG 2.2.2), arrows and dots, RTL arrow keys, and slides out of view made inert.
 */
export function initCarousel(root: HTMLElement): void {
  const options = readJsonData<CarouselIslandOptions>(root, 'carousel');
  const viewport = root.querySelector<HTMLElement>('.w-carousel__viewport');
  const slides = [...root.querySelectorAll<HTMLElement>('.w-carousel__slide')];
  if (!options || !viewport || slides.length < 2 || root.dataset.carouselReady) return;
  root.dataset.carouselReady = 'yes';
  const rtl = getComputedStyle(root).direction === 'rtl';
  const still = reducedMotion();
  const device = window.matchMedia(mobileQuery).matches
    ? 'mobile'
    : window.matchMedia(tabletQuery).matches
      ? 'tablet'
      : 'desktop';
  const base: EmblaOptionsType = {
    loop: options.loop,
    direction: rtl ? 'rtl' : 'ltr',
    align: 'start',
    // A slide counts as in view (and stays operable) when at least half of it shows.
    inViewThreshold: 0.5,
    duration: still || options.speed === 0 ? 10 : duration(options.speed),
    slidesToScroll: options.scroll.desktop,
    breakpoints: {
      [tabletQuery]: { slidesToScroll: options.scroll.tablet },
      [mobileQuery]: { slidesToScroll: options.scroll.mobile },
    },
  };
  const autoplay =
    options.autoplay && !still
      ? Autoplay({
          delay: options.autoplay.delay,
          stopOnInteraction: options.autoplay.stopOnInteraction,
          stopOnFocusIn: true,
          stopOnMouseEnter: false,
        })
      : null;
  const plugins = [...(autoplay ? [autoplay] : []), ...(options.fade[device] ? [Fade()] : [])];
  root.classList.add('is-carousel');
  viewport.removeAttribute('tabindex');
  const embla = EmblaCarousel(viewport, base, plugins);
  wireControls(root, embla, options, autoplay, rtl);
  wireSlides(embla, slides, options.lazy);
}

/**
 * The controls of a carousel (this one's, and the slides widget's): the pause button, arrows, RTL arrow
 * keys and dots, found by their data-carousel-* hooks under `root`. Returns `stopForGood` for callers that
 * must stop the autoplay for good themselves (the accessibility widget's pause, switched on later).
 */
export function wireControls(
  root: HTMLElement,
  embla: EmblaCarouselType,
  options: { autoplay: false | { pauseOnHover: boolean } },
  autoplay: ReturnType<typeof Autoplay> | null,
  rtl: boolean,
  controls = root.querySelector<HTMLElement>('.w-carousel__controls'),
): { stopForGood: () => void } {
  if (controls) controls.hidden = false;
  let stoppedForGood = false;
  let hovered = false;
  const stopForGood = () => {
    stoppedForGood = true;
    autoplay?.stop();
    syncPause();
  };
  const pause = root.querySelector<HTMLButtonElement>('[data-carousel-pause]');
  // What the button shows and acts on: a pause while hovered is the hover's, not a stop (the mouse that
  // comes to press the button has paused the autoplay on its way).
  const playing = () => !stoppedForGood && Boolean(autoplay && (autoplay.isPlaying() || hovered));
  const syncPause = () => {
    if (!pause) return;
    pause.setAttribute('aria-pressed', String(!playing()));
    // A button drawn as an icon keeps its name in a child (the icon stays).
    const label = pause.querySelector('[data-carousel-pause-label]') ?? pause;
    label.textContent = playing() ? tw.pauseCarousel : tw.playCarousel;
  };
  if (autoplay) {
    pause?.addEventListener('click', () => {
      if (playing()) stopForGood();
      else {
        stoppedForGood = false;
        autoplay.play();
        syncPause();
      }
    });
    if (options.autoplay && options.autoplay.pauseOnHover) {
      root.addEventListener('mouseenter', () => {
        hovered = true;
        autoplay.stop();
      });
      root.addEventListener('mouseleave', () => {
        hovered = false;
        if (!stoppedForGood) autoplay.play();
        syncPause();
      });
    }
    // Focus entering the carousel stops autoplay for good (reference §5.5), the pause button included;
    // but a press on the pause button (which focuses it first) is that button's own to answer.
    // (A touch focuses on lifting the finger, so the press is remembered until its click.)
    let pressed: EventTarget | null = null;
    root.addEventListener('pointerdown', (e) => (pressed = e.target));
    root.addEventListener('click', () => (pressed = null));
    root.addEventListener('focusin', (e) => {
      if (pause && e.target === pause && pressed instanceof Node && pause.contains(pressed)) return;
      stopForGood();
    });
    // The plugin tells before it changes its state (isPlaying is still the old one): read it just after.
    const syncSoon = () => queueMicrotask(syncPause);
    embla.on('autoplay:play', syncSoon).on('autoplay:stop', syncSoon);
  }
  const step = (dir: 'next' | 'prev') => {
    if (dir === 'next') embla.scrollNext();
    else embla.scrollPrev();
  };
  root.querySelector('[data-carousel-prev]')?.addEventListener('click', () => step('prev'));
  root.querySelector('[data-carousel-next]')?.addEventListener('click', () => step('next'));
  root.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    if ((e.target as HTMLElement).closest('input, textarea, select')) return;
    e.preventDefault();
    const forward = (e.key === 'ArrowLeft') === rtl;
    step(forward ? 'next' : 'prev');
  });
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')];
  const syncDots = () => {
    const snaps = embla.scrollSnapList().length;
    const selected = embla.selectedScrollSnap();
    dots.forEach((dot, i) => {
      dot.hidden = i >= snaps;
      if (i === selected) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };
  dots.forEach((dot, i) => dot.addEventListener('click', () => embla.scrollTo(i)));
  embla.on('select', syncDots).on('reInit', syncDots);
  syncDots();
  syncPause();
  return { stopForGood };
}

/** Slides out of view are inert (not focusable, not read); with lazy loading the neighbours load early. */
export function wireSlides(embla: EmblaCarouselType, slides: HTMLElement[], lazy: boolean): void {
  const sync = () => {
    const inView = new Set(embla.slidesInView());
    // Before its first observation Embla reports none in view: leave the slides as they are until then.
    if (inView.size === 0) return;
    slides.forEach((slide, i) => {
      const hidden = !inView.has(i);
      slide.inert = hidden;
      if (hidden) slide.setAttribute('aria-hidden', 'true');
      else slide.removeAttribute('aria-hidden');
    });
    if (!lazy) return;
    const count = slides.length;
    for (const i of inView) {
      for (const n of [i - 1, i + 1]) {
        const img = slides[(n + count) % count]?.querySelector('img');
        if (img) showImage(img);
      }
    }
  };
  embla.on('slidesInView', sync).on('reInit', sync);
  sync();
}
