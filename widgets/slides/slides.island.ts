import EmblaCarousel, { type EmblaOptionsType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import { duration, readJsonData, reducedMotion, wireControls, wireSlides } from '../../site-runtime/carousel';
import type { SlidesIslandOptions } from './options';

/**
 * The hero slider, on the carousel's code (site-runtime/carousel.ts: Embla, the pause button, RTL arrows,
 * arrow keys and dots, slides out of view inert with their neighbours' pictures loaded early), plus what a
 * hero adds: one slide per view, swipe, a fade or slide transition, and the Ken Burns zoom on the current
 * slide while the slides play. Under reduced motion (the system's or the accessibility widget's, even when
 * switched on later) nothing moves by itself: no autoplay, no zoom, no pause button.
 */
export function init(root: HTMLElement): void {
  const options = readJsonData<SlidesIslandOptions>(root, 'slides');
  const viewport = root.querySelector<HTMLElement>('.w-slides__viewport');
  const slides = [...root.querySelectorAll<HTMLElement>('.w-slides__slide')];
  if (!options || !viewport || slides.length < 2 || root.dataset.slidesReady) return;
  root.dataset.slidesReady = 'yes';
  const rtl = getComputedStyle(root).direction === 'rtl';
  const still = reducedMotion();
  const base: EmblaOptionsType = {
    loop: options.loop,
    direction: rtl ? 'rtl' : 'ltr',
    align: 'start',
    inViewThreshold: 0.5,
    duration: still || options.speed === 0 ? 10 : duration(options.speed),
  };
  const autoplay =
    options.autoplay && !still
      ? Autoplay({
          delay: options.autoplay.delay,
          stopOnInteraction: true,
          stopOnFocusIn: true,
          stopOnMouseEnter: false,
        })
      : null;
  if (!autoplay) root.querySelector('[data-carousel-pause]')?.remove();
  const plugins = [...(autoplay ? [autoplay] : []), ...(options.fade ? [Fade()] : [])];
  viewport.removeAttribute('tabindex');
  root.classList.add('is-slider');
  const embla = EmblaCarousel(viewport, base, plugins);
  const controls = root.querySelector<HTMLElement>('[data-slides-controls]');
  const { stopForGood } = wireControls(root, embla, options, autoplay, rtl, controls);
  wireSlides(embla, slides, true);

  // The current slide (its picture zooms while the slides play); the one leaving keeps its zoom until
  // the move has settled, so it does not jump back while still in sight.
  const track = root.querySelector<HTMLElement>('.w-slides__track');
  const syncCurrent = () => {
    const selected = embla.selectedScrollSnap();
    slides.forEach((slide, i) => {
      const was = slide.classList.contains('is-current');
      slide.classList.toggle('is-current', i === selected);
      if (was && i !== selected) slide.classList.add('is-leaving');
    });
  };
  embla
    .on('select', syncCurrent)
    .on('settle', () => slides.forEach((slide) => slide.classList.remove('is-leaving')))
    .on('reInit', syncCurrent);
  syncCurrent();

  if (!autoplay) return;
  if (options.kenBurns) root.classList.add('is-zooming');
  // While stopped, the zoom holds still and each change of slide is announced (it is the visitor's now).
  // (The plugin tells before it changes its state, so the event, not isPlaying, says which.)
  const syncPlaying = (playing: boolean) => {
    root.classList.toggle('is-paused', !playing);
    track?.setAttribute('aria-live', playing ? 'off' : 'polite');
  };
  embla.on('autoplay:play', () => syncPlaying(true)).on('autoplay:stop', () => syncPlaying(false));
  syncPlaying(autoplay.isPlaying());
  const html = document.documentElement;
  new MutationObserver((_, observer) => {
    if (!html.classList.contains('a11y-pause-animations')) return;
    stopForGood();
    root.classList.remove('is-zooming');
    root.querySelector('[data-carousel-pause]')?.remove();
    observer.disconnect();
  }).observe(html, { attributes: true, attributeFilter: ['class'] });
  window.matchMedia('(prefers-reduced-motion: reduce)').addEventListener('change', (e) => {
    if (e.matches) stopForGood();
  });
}
