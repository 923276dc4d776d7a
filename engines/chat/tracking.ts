import { limitEventText, pixelEvent, type chatEvent } from './whatsapp';

/**
 * The one tracking port for chat events (reference §2.31–37). It only talks to providers that are already
 * on the page: arig loads none of them until the visitor consents, so without consent this sends nothing.
 */
export type ChatEventFields = ReturnType<typeof chatEvent>;

export interface TrackingSettings {
  /** GA4 event name; empty disables GA4. */
  gaEvent: string;
  /** Google Ads conversion target (AW-…/label); empty disables it. */
  gads: string;
  /** Name of the tag manager's data layer; empty means the usual fallbacks. */
  dataLayer: string;
}

type Fn = (...args: unknown[]) => void;
export interface TrackingWindow {
  gtag?: Fn;
  fbq?: Fn;
  google_tag_data?: { tidr?: { destination?: Record<string, unknown> } };
  gtm4wp_datalayer_name?: string;
  [key: string]: unknown;
}

/**
 * Sends the event. `announce` dispatches the cancelable page event first (`arig:chat-event`); when a
 * listener cancels it, nothing is sent. Returns the providers that received it.
 */
export function sendChatEvent(
  win: TrackingWindow,
  settings: TrackingSettings,
  event: ChatEventFields,
  announce: (detail: ChatEventFields) => boolean,
): string[] {
  if (!announce(event)) return [];
  const sent: string[] = [];
  const layer = dataLayerOf(win, settings.dataLayer);
  if (typeof win.gtag === 'function') {
    if (settings.gaEvent) {
      const params = limitEventText({ transport_type: 'beacon', ...event });
      for (const tag of analyticsTags(win, layer)) {
        win.gtag('event', settings.gaEvent, { send_to: tag, ...params });
        sent.push(`ga:${tag}`);
      }
    }
    if (settings.gads) {
      win.gtag('event', 'conversion', { send_to: settings.gads });
      sent.push('gads');
    }
  }
  if (layer) {
    const { event_category: _category, ...params } = event;
    layer.push({ event: 'JoinChat', ...params });
    sent.push('dataLayer');
  }
  if (typeof win.fbq === 'function') {
    win.fbq('trackCustom', 'JoinChat', pixelEvent(event));
    sent.push('pixel');
  }
  return sent;
}

function dataLayerOf(win: TrackingWindow, name: string): unknown[] | null {
  for (const key of [name, win.gtm4wp_datalayer_name, 'dataLayerPYS', 'dataLayer']) {
    if (typeof key !== 'string' || !key) continue;
    const layer = win[key];
    if (Array.isArray(layer)) return layer;
  }
  return null;
}

/** GA4 measurement ids on the page: gtag's own registry and `config` calls, G- and GT- only. */
function analyticsTags(win: TrackingWindow, layer: unknown[] | null): string[] {
  const ids = new Set<string>(Object.keys(win.google_tag_data?.tidr?.destination ?? {}));
  for (const entry of layer ?? []) {
    const args = entry as ArrayLike<unknown> | null;
    if (args && typeof args === 'object' && args[0] === 'config' && typeof args[1] === 'string') ids.add(args[1]);
  }
  return [...ids].filter((id) => /^GT?-/.test(id));
}
