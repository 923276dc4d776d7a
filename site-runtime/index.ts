import { initMenu } from './menu';
import { initSkipLink } from './skip-link';

/** Wires the small site behaviours to the server-rendered markup, once per page. */
function init(): void {
  initSkipLink();
  initMenu();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init, { once: true });
else init();
