import { onApproach } from './on-approach';

/**
 * The footer's newsletter form works as a plain POST; its island (in-place errors, one-time key) is
 * fetched only when the footer comes within 200 px of the viewport or the visitor reaches into it.
 */
const loadFormIsland = () => import('../widgets/form/form.island');

export function initFooterFormLoader(): void {
  const root = document.querySelector<HTMLElement>('.site-footer [data-island="subscribe"]');
  if (!root) return;
  onApproach(
    root,
    () =>
      void loadFormIsland()
        .then((m) => m.init(root))
        .catch(() => undefined),
  );
}
