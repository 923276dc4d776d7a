import { withTimeout } from '../engines/url-actions';
import { browserTimers } from './timers';

/** The chat (its code, then its markup) only on pages that show it, after the page's own behaviours. */
export function initChatLoader(): void {
  const slot = document.querySelector<HTMLElement>('[data-chat-src]');
  if (!slot) return;
  void withTimeout(import('./chat/widget'), browserTimers).then((m) => m?.loadChat(slot));
}
