/**
 * Runs `start` once, when the element first comes within 200 px of the viewport (the spec's lazy margin) or
 * the visitor reaches into it (focus, press), whichever is first; at once where there is no
 * IntersectionObserver. For code that an element needs only when it may be seen or used.
 */
export function onApproach(el: HTMLElement, start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && once(), { rootMargin: '200px' })
      : null;
  if (observer) observer.observe(el);
  else once();
  el.addEventListener('focusin', once, { once: true });
  el.addEventListener('pointerdown', once, { once: true });
}
