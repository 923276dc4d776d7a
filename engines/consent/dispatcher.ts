import { limitEventText } from '../chat/whatsapp';
import type { ConsentCategory, ConsentChoice } from './choice';

/** Where an event can go, and the consent category it needs. */
export interface EventSink {
  name: string;
  category: ConsentCategory;
  send(event: string, params: Record<string, string | number | boolean>): void;
}

/** An identical event within this many ms is the same event fired twice (spec §9). */
export const dedupWindowMs = 5;

export interface Dispatcher {
  /** Sends to every consented sink; returns the names of the sinks that got it. */
  dispatch(event: string, params?: Record<string, string | number | boolean>): string[];
}

/**
 * The one way site events reach measurement vendors (issue 17): every event carries `event_source`, its
 * text fields are cut to spec §9's limits, an identical event within 5 ms is dropped, and it reaches only
 * the sinks whose category the visitor consented to (none before a choice).
 */
export function createDispatcher(options: {
  sinks: readonly EventSink[];
  consent: () => Pick<ConsentChoice, ConsentCategory> | null;
  now: () => number;
  source?: string;
}): Dispatcher {
  let last: { key: string; at: number } | null = null;
  return {
    dispatch(event, params = {}) {
      const payload = limitEventText({ ...params, event_source: options.source ?? 'arig' });
      const key = `${event}\n${JSON.stringify(payload)}`;
      const at = options.now();
      if (last && last.key === key && at - last.at < dedupWindowMs) return [];
      last = { key, at };
      const consent = options.consent();
      const sent: string[] = [];
      for (const sink of options.sinks) {
        if (!consent?.[sink.category]) continue;
        sink.send(event, payload);
        sent.push(sink.name);
      }
      return sent;
    },
  };
}
