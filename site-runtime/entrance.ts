import {
  createEntrance,
  entranceStart,
  parseAnimationDelay,
  type EntranceController,
} from '../engines/entrance-animation';
import { prefersReducedMotion } from './scroll-to';
import { browserTimers } from './timers';

/**
 * Entrance animations (docs/builder.md "Animation and sticky runtime"). builder/widgets.css hides
 * `.w--anim` under `html.js` with a 4 s failsafe; this module arms the elements (`html.w-anim-armed`
 * cancels the failsafe), and when each first enters the viewport waits its delay and adds `w--animated`
 * (CSS plays its `data-animation`, transform and opacity only). Under reduced motion, or once the
 * accessibility widget pauses animations, they are revealed at once with `w--no-motion`. Focus moving
 * into a hidden element reveals it at once, so keyboard users never land on something invisible.
 */
export function initEntranceAnimations(): void {
  const elements = Array.from(document.querySelectorAll<HTMLElement>('.w--anim[data-animation]:not(.w--animated)'));
  if (elements.length === 0) return;
  const reveal = (el: HTMLElement, animate: boolean) => {
    if (!animate) el.classList.add('w--no-motion');
    el.classList.add('w--animated');
  };
  const start = entranceStart(performance.now(), prefersReducedMotion());
  if (start === 'reveal-all' || typeof IntersectionObserver !== 'function') {
    elements.forEach((el) => reveal(el, false));
    return;
  }

  const root = document.documentElement;
  const controllers = new Map<Element, EntranceController>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      controllers.get(entry.target)?.enter();
    }
  });
  for (const el of elements) {
    const entrance = createEntrance({
      delay: parseAnimationDelay(el.dataset.animationDelay),
      reducedMotion: false,
      timers: browserTimers,
      reveal: (animate) => reveal(el, animate),
    });
    controllers.set(el, entrance);
    observer.observe(el);
    el.addEventListener('focusin', () => entrance.revealNow(), { once: true });
  }
  root.classList.add('w-anim-armed');

  const stopMotion = () => {
    if (!prefersReducedMotion()) return;
    observer.disconnect();
    controllers.forEach((c) => c.revealNow());
  };
  window.matchMedia('(prefers-reduced-motion: reduce)').addEventListener('change', stopMotion);
  new MutationObserver(stopMotion).observe(root, { attributes: true, attributeFilter: ['class'] });
}
