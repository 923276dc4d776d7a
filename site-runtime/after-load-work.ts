import { initChatLoader } from './chat-loader';
import { initCounter } from './counter';

/**
 * What every page starts once it has loaded and painted, fetched as one file: the chat's loader (which
 * waits for the chat's button to be due) and the owner's count. Apart, the loader was bytes in the runtime
 * every page parses before its first paint, or a request of its own.
 */
export function startAfterLoadWork(): void {
  initChatLoader();
  initCounter();
}
