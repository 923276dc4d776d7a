import { describe, expect, it } from 'vitest';
import { createDispatcher, type EventSink } from './dispatcher';

function setup(consent: { analytics: boolean; marketing: boolean } | null) {
  let now = 1_000;
  const got: [string, string, Record<string, unknown>][] = [];
  const sink = (name: string, category: EventSink['category']): EventSink => ({
    name,
    category,
    send: (event, params) => got.push([name, event, params]),
  });
  const dispatcher = createDispatcher({
    sinks: [sink('ga4', 'analytics'), sink('pixel', 'marketing')],
    consent: () => consent,
    now: () => now,
  });
  return { dispatcher, got, advance: (ms: number) => (now += ms) };
}

describe('the event dispatcher', () => {
  it('adds event_source and reaches only consented sinks', () => {
    const { dispatcher, got } = setup({ analytics: true, marketing: false });
    expect(dispatcher.dispatch('form_submit', { form: 'contact' })).toEqual(['ga4']);
    expect(got).toEqual([['ga4', 'form_submit', { form: 'contact', event_source: 'arig' }]]);
  });

  it('sends nothing before a choice', () => {
    const { dispatcher, got } = setup(null);
    expect(dispatcher.dispatch('form_submit')).toEqual([]);
    expect(got).toEqual([]);
  });

  it('drops an identical event within 5 ms, not a different one or a later one', () => {
    const { dispatcher, advance } = setup({ analytics: true, marketing: true });
    expect(dispatcher.dispatch('click', { target: 'tel' })).toEqual(['ga4', 'pixel']);
    advance(4);
    expect(dispatcher.dispatch('click', { target: 'tel' })).toEqual([]);
    expect(dispatcher.dispatch('click', { target: 'mail' })).toEqual(['ga4', 'pixel']);
    advance(5);
    expect(dispatcher.dispatch('click', { target: 'mail' })).toEqual(['ga4', 'pixel']);
  });

  it('cuts text to the spec limits', () => {
    const { dispatcher, got } = setup({ analytics: true, marketing: false });
    dispatcher.dispatch('view', {
      page_location: 'l'.repeat(1200),
      page_referrer: 'r'.repeat(500),
      page_title: 't'.repeat(400),
      other: 'o'.repeat(150),
      count: 3,
    });
    const params = got[0]![2] as Record<string, string | number>;
    expect(
      [params.page_location, params.page_referrer, params.page_title, params.other].map((v) => String(v).length),
    ).toEqual([1000, 420, 300, 100]);
    expect(params.count).toBe(3);
  });
});
