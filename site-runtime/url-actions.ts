import { createActionRegistry, type ActionHandler } from '../engines/action-registry';
import { afterLoad } from './after-load';
import { browserTimers } from './timers';

const registry = createActionRegistry({ timers: browserTimers });
registry.register('reload-page', () => location.reload());

/** The parser (engines/url-actions.ts): after load where the page offers an action, else on the press that names one. */
const loadActions = () => import('../engines/url-actions');
const loadParser = () => loadActions().then((m) => m.parseActionHash);

/** An href or hash that names an action (its prefix as written or percent-encoded), which the parser then reads. */
const actionPattern = /(?:#|%23)(?:arig|elementor)-action(?::|%3A)/i;

/** Widgets (popups, off-canvas, the accessibility widget) register their actions here when they load. */
declare global {
  interface Window {
    arigActions?: { register(name: string, handler: ActionHandler): void };
  }
}

/** Links whose href is an action hash run the action instead of navigating; so does a matching page hash. */
export function registerAction(name: string, handler: ActionHandler): void {
  registry.register(name, handler);
}

export function initUrlActions(): void {
  window.arigActions = { register: (name, handler) => registry.register(name, handler) };
  document.addEventListener('click', (e) => {
    const link = (e.target as Element | null)?.closest<HTMLAnchorElement>('a[href*="-action"]');
    const href = link?.getAttribute('href') ?? '';
    if (!link || !actionPattern.test(href)) return;
    e.preventDefault();
    void loadParser().then(
      (parseActionHash) => {
        const action = parseActionHash(href);
        // A malformed action goes where the link says, as it would have without this code.
        if (action) void registry.run(action);
        else location.assign(link.href);
      },
      () => location.assign(link.href),
    );
  });
  // A page that offers actions has the parser once it has loaded, so that a press is answered at once.
  const links = document.querySelectorAll('a[href*="-action"]');
  if ([...links].some((a) => actionPattern.test(a.getAttribute('href') ?? ''))) afterLoad(() => void loadParser());
  // A hash in the address bar runs only when the page itself offers that action (reference §6.4).
  const hash = location.hash;
  if (!actionPattern.test(hash)) return;
  if (!document.querySelector(`a[href="${CSS.escape(hash)}"], [data-action-hash="${CSS.escape(hash)}"]`)) return;
  void loadParser().then((parseActionHash) => {
    const action = parseActionHash(hash);
    if (action) void registry.run(action);
  });
}
