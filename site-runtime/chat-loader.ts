import { withTimeout } from '../engines/url-actions';
import { browserTimers } from './timers';

/** The chat's code is fetched only on pages that render the widget, after the page's own behaviours. */
export function initChatLoader(): void {
  const root = document.querySelector<HTMLElement>('[data-chat]');
  if (!root) return;
  void withTimeout(import('./chat/widget'), browserTimers).then((m) => m?.initChat(root));
}
