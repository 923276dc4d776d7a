import { urlTriggerDelay } from './machine';

/** Page elements that open the chat (spec §2): the chatbox, or the app directly. */
export const chatTriggerSelector =
  '.joinchat_open, .joinchat_app, .arig-chat-open, .arig-chat-app, a[href="#joinchat"], a[href="#whatsapp"]';
export const chatDirectSelector = '.joinchat_app, .arig-chat-app, a[href="#whatsapp"]';

/** How long before its button is due the chat's code and markup start to arrive: two small requests. */
export const chatLoadLeadMs = 1500;

/**
 * When, after the page's first paint, the chat's code starts to load (issue 24): `chatLoadLeadMs` before its
 * button is due, so the page's own pictures and scripts have the connection to themselves until then; at
 * once when the address asks for the chat (`#joinchat`, `?joinchat=N`).
 */
export function chatLoadDelay(buttonDelaySeconds: number, hash: string, search: string): number {
  if (urlTriggerDelay(hash, search) !== null) return 0;
  return Math.max(0, buttonDelaySeconds * 1000 - chatLoadLeadMs);
}

/**
 * The button's delay left once the code is running: it counts from the page's paint, as before the code
 * waited, not from the code's arrival. A negative delay (show at once) stays as it is.
 */
export function remainingButtonDelay(buttonDelaySeconds: number, waitedMs: number): number {
  if (buttonDelaySeconds < 0) return buttonDelaySeconds;
  return Math.max(0, buttonDelaySeconds - waitedMs / 1000);
}
