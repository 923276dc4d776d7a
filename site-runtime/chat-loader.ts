import { chatLoadDelay, chatTriggerSelector, urlTriggerDelay } from '../engines/chat/load-timing';
import { withTimeout } from '../engines/chunk-timeout';
import { browserTimers } from './timers';

/**
 * The chat (its code, then its markup) only on pages that show it, shortly before its button is due
 * (engines/chat/load-timing.ts). A press on one of the page's chat links before then loads it at once and is
 * answered when it is ready; if it cannot load, the press is let through to the link's own address.
 */
export function initChatLoader(): void {
  const slot = document.querySelector<HTMLElement>('[data-chat-src]');
  if (!slot) return;
  const since = performance.now();
  let pressed: HTMLElement | null = null;
  let started = false;
  const onPress = (e: MouseEvent) => {
    const el = (e.target as Element | null)?.closest?.<HTMLElement>(chatTriggerSelector);
    if (!el) return;
    e.preventDefault();
    pressed = el;
    start();
  };
  const start = () => {
    if (started) return;
    started = true;
    void withTimeout(import('./chat/widget'), browserTimers)
      .then((m) =>
        m?.loadChat(slot, {
          since,
          triggers: chatTriggerSelector,
          urlDelay: urlTriggerDelay(location.hash, location.search),
        }),
      )
      .finally(() => {
        document.removeEventListener('click', onPress);
        pressed?.click();
      });
  };
  document.addEventListener('click', onPress);
  const wait = chatLoadDelay(Number(slot.dataset.chatDelay ?? 0), location.hash, location.search);
  if (wait > 0) browserTimers.set(start, wait);
  else start();
}
