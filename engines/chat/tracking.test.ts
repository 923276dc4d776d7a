import { describe, expect, it } from 'vitest';
import { sendChatEvent, type TrackingWindow } from './tracking';
import { chatEvent } from './whatsapp';

const event = chatEvent({
  phone: '+972 52-555-0123',
  link: 'https://wa.me/972525550123?text=hi',
  message: 'hi',
  mobile: false,
  pageLocation: `https://arig.example/${'x'.repeat(2000)}`,
  pageTitle: 'מאמרים',
  trigger: 'button',
});
const settings = { gaEvent: 'generate_lead', gads: '', dataLayer: '' };

function page(extra: Partial<TrackingWindow> = {}) {
  const calls: unknown[][] = [];
  const win: TrackingWindow = { gtag: (...a: unknown[]) => calls.push(['gtag', ...a]), ...extra };
  return { win, calls };
}

describe('sendChatEvent', () => {
  it('sends nothing when no provider is on the page (no consent, no scripts)', () => {
    expect(sendChatEvent({}, settings, event, () => true)).toEqual([]);
  });

  it('sends GA4 once per G-/GT- tag with beacon transport and the text limits', () => {
    const { win, calls } = page({
      dataLayer: [
        ['config', 'G-AAA'],
        ['config', 'AW-1'],
        ['js', new Date()],
      ],
    });
    win.google_tag_data = { tidr: { destination: { 'GT-BBB': {}, 'UA-1': {} } } };
    const sent = sendChatEvent(win, settings, event, () => true);
    expect(sent).toEqual(['ga:GT-BBB', 'ga:G-AAA', 'dataLayer']);
    const [, , name, params] = calls[0] as [string, string, string, Record<string, string>];
    expect(name).toBe('generate_lead');
    expect(params.send_to).toBe('GT-BBB');
    expect(params.transport_type).toBe('beacon');
    expect(params.page_location).toHaveLength(1000);
    expect(params.chat_id).toBe('972525550123');
  });

  it('sends the Ads conversion when configured, and no GA4 event when the name is empty', () => {
    const { win, calls } = page({ dataLayer: [['config', 'G-AAA']] });
    sendChatEvent(win, { gaEvent: '', gads: 'AW-123/abc', dataLayer: '' }, event, () => true);
    expect(calls).toEqual([['gtag', 'event', 'conversion', { send_to: 'AW-123/abc' }]]);
  });

  it('pushes to the named data layer first, without event_category', () => {
    const mine: unknown[] = [];
    const fallback: unknown[] = [];
    sendChatEvent({ myLayer: mine, dataLayer: fallback }, { ...settings, dataLayer: 'myLayer' }, event, () => true);
    expect(fallback).toEqual([]);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ event: 'JoinChat', chat_channel: 'whatsapp', trigger: 'button' });
    expect(mine[0]).not.toHaveProperty('event_category');
  });

  it('gives the social pixel the phone masked to its first 3 and last 2 digits', () => {
    const calls: unknown[][] = [];
    sendChatEvent({ fbq: (...a: unknown[]) => calls.push(a) }, settings, event, () => true);
    const [kind, name, params] = calls[0] as [string, string, Record<string, string>];
    expect([kind, name]).toEqual(['trackCustom', 'JoinChat']);
    expect(params.chat_id).toBe('972XXXXXXX23');
    expect(params.event_action).toBe('whatsapp: 972XXXXXXX23');
    expect(JSON.stringify(params)).not.toContain('972525550123');
  });

  it('sends nothing when a page listener cancels the announced event', () => {
    const { win, calls } = page({ dataLayer: [['config', 'G-AAA']] });
    expect(sendChatEvent(win, settings, event, () => false)).toEqual([]);
    expect(calls).toEqual([]);
  });
});
