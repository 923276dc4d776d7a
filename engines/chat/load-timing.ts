/** Page elements that open the chat (spec §2): the chatbox, or the app directly (widget.ts). */
export const chatTriggerSelector =
  '.joinchat_open, .joinchat_app, .arig-chat-open, .arig-chat-app, a[href="#joinchat"], a[href="#whatsapp"]';

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

/** When the button is due, in ms after the page's first paint (a negative delay: at once). */
export const chatButtonDueMs = (buttonDelaySeconds: number): number => Math.max(0, buttonDelaySeconds) * 1000;

/**
 * When, after the page's first paint, the chat's behaviour must start for its message (a CTA that opens or
 * badges by itself `messageDelay` seconds after the button) to be on time for a visitor who has not engaged:
 * `chatLoadLeadMs` before it. Null when nothing happens by itself (no CTA, or a delay of zero or less).
 */
export function chatMessageWakeDelay(
  buttonDelaySeconds: number,
  messageDelaySeconds: number,
  hasCta: boolean,
): number | null {
  if (!hasCta || messageDelaySeconds <= 0) return null;
  return Math.max(0, chatButtonDueMs(buttonDelaySeconds) + messageDelaySeconds * 1000 - chatLoadLeadMs);
}

/** `#joinchat` opens at once; `?joinchat=N` after N seconds. Null when the URL asks for nothing. */
export function urlTriggerDelay(hash: string, search: string): number | null {
  const params = new URLSearchParams(search);
  if (hash !== '#joinchat' && !params.has('joinchat')) return null;
  const seconds = Number.parseInt(params.get('joinchat') ?? '', 10);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}
