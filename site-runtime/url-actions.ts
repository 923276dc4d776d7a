import { createActionRegistry, parseActionHash, type ActionHandler } from '../engines/url-actions';
import { browserTimers } from './timers';

const registry = createActionRegistry({ timers: browserTimers });
registry.register('reload-page', () => location.reload());

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
    const action = link ? parseActionHash(link.getAttribute('href') ?? '') : null;
    if (!action) return;
    e.preventDefault();
    void registry.run(action);
  });
  // A hash in the address bar runs only when the page itself offers that action (reference §6.4).
  const hash = location.hash;
  const action = hash ? parseActionHash(hash) : null;
  if (action && document.querySelector(`a[href="${CSS.escape(hash)}"], [data-action-hash="${CSS.escape(hash)}"]`)) {
    void registry.run(action);
  }
}
