import { withTimeout } from '../engines/chunk-timeout';
import { browserTimers } from './timers';

type PanelModule = typeof import('./a11y-widget/panel');
const loadPanel = () => withTimeout<PanelModule>(import('./a11y-widget/panel'), browserTimers);

/** The launcher is server-rendered; the widget's code is fetched only when it is first used. */
export function initA11yLauncher(register: (name: string, handler: () => void) => void): void {
  const launcher = document.querySelector<HTMLElement>('[data-a11y-launcher]');
  const open = () => void loadPanel().then((m) => m?.openA11yPanel(launcher));
  launcher?.addEventListener('click', open);
  register('allyWidget:open', open);
  // The <head> bootstrap has already applied the stored preferences as classes.
  if (document.documentElement.classList.contains('a11y-reading-mask')) void loadPanel().then((m) => m?.restorePrefs());
}
