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

/** `#joinchat` opens at once; `?joinchat=N` after N seconds. Null when the URL asks for nothing. */
export function urlTriggerDelay(hash: string, search: string): number | null {
  const params = new URLSearchParams(search);
  if (hash !== '#joinchat' && !params.has('joinchat')) return null;
  const seconds = Number.parseInt(params.get('joinchat') ?? '', 10);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}
