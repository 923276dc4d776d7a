import { onApproach } from './on-approach';

/**
 * The footer's newsletter form works as a plain POST; its island (in-place errors, one-time key) is
 * fetched only when the footer comes within 200 px of the viewport or the visitor reaches into it. A
 * header or footer template's sign-up is started the same way (site/layouts/Base.astro leaves it out of the
 * islands' script).
 */
const loadFormIsland = () => import('../widgets/form/form.island');

export function initFooterFormLoader(): void {
  const roots = document.querySelectorAll<HTMLElement>(':is(.site-header, .site-footer) [data-island="subscribe"]');
  for (const root of roots)
    onApproach(
      root,
      () =>
        void loadFormIsland()
          .then((m) => m.init(root))
          .catch(() => undefined),
    );
}
