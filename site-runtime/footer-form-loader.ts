/**
 * The footer's newsletter form works as a plain POST; its island (in-place errors, one-time key) is
 * fetched only when the footer comes within 200 px of the viewport or the visitor reaches into it.
 */
const loadFormIsland = () => import('../widgets/form/form.island');

export function initFooterFormLoader(): void {
  const root = document.querySelector<HTMLElement>('.site-footer [data-island="subscribe"]');
  if (!root) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    loadFormIsland()
      .then((m) => m.init(root))
      .catch(() => undefined);
  };
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '200px' })
      : null;
  if (observer) observer.observe(root);
  else start();
  root.addEventListener('focusin', start, { once: true });
  root.addEventListener('pointerdown', start, { once: true });
}
