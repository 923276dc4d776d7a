import { counterValueAt, formatCounter } from '../../engines/counter';

/**
 * Counts from the start number to the final one (already in the HTML) the first time the counter is
 * visible. Under prefers-reduced-motion (or the accessibility widget's paused animations) it leaves the
 * final number alone.
 */
export function init(root: HTMLElement): void {
  const el = root.querySelector<HTMLElement>('[data-counter-end]');
  if (!el || el.dataset.ready) return;
  el.dataset.ready = 'yes';
  const still =
    window.matchMedia('(prefers-reduced-motion: reduce)').matches ||
    document.documentElement.classList.contains('a11y-pause-animations');
  if (still) return;
  const start = Number(el.dataset.counterStart);
  const end = Number(el.dataset.counterEnd);
  const duration = Number(el.dataset.counterDuration);
  const format = {
    decimals: Number(el.dataset.counterDecimals) || 0,
    separator: el.dataset.counterSeparator === 'yes',
  };
  if (![start, end, duration].every(Number.isFinite) || duration <= 0) return;

  const run = () => {
    const t0 = performance.now();
    const frame = (now: number) => {
      el.textContent = formatCounter(counterValueAt(start, end, now - t0, duration), format);
      if (now - t0 < duration) requestAnimationFrame(frame);
    };
    el.textContent = formatCounter(start, format);
    requestAnimationFrame(frame);
  };
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      run();
    }
  });
  observer.observe(el);
}
