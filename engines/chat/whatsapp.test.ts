import { describe, expect, it } from 'vitest';
import {
  bubbleTiming,
  chatEvent,
  cleanPhone,
  fillTemplate,
  isValidChatPhone,
  maskPhone,
  pixelEvent,
  whatsappLink,
} from './whatsapp';

describe('phone numbers', () => {
  it('accepts 6–15 digits with an optional +, and nothing else', () => {
    for (const ok of ['+972505550123', '0505550123', '050-555-0123', '123456'])
      expect([ok, isValidChatPhone(ok)]).toEqual([ok, true]);
    for (const bad of ['12345', '+97250555012345678', '050 555 0123 ext 2', 'abc', '+', ''])
      expect([bad, isValidChatPhone(bad)]).toEqual([bad, false]);
  });

  it('turns Israeli local numbers into wa.me digits', () => {
    expect(cleanPhone('050-555-0123')).toBe('972505550123');
    expect(cleanPhone('+972 50-555-0123')).toBe('972505550123');
    expect(cleanPhone('03-5550123')).toBe('97235550123');
    expect(cleanPhone('00972505550123')).toBe('972505550123');
  });
});

describe('WhatsApp link', () => {
  it('opens wa.me with the message form-encoded', () => {
    expect(whatsappLink('050-555-0123', 'שלום, אני מעוניין', { web: false, mobile: false })).toBe(
      'https://wa.me/972505550123?text=%D7%A9%D7%9C%D7%95%D7%9D%2C+%D7%90%D7%A0%D7%99+%D7%9E%D7%A2%D7%95%D7%A0%D7%99%D7%99%D7%9F',
    );
  });

  it('uses the web client only on desktop when configured, and omits an empty text', () => {
    expect(whatsappLink('+972505550123', '', { web: true, mobile: false })).toBe(
      'https://web.whatsapp.com/send?phone=972505550123',
    );
    expect(whatsappLink('+972505550123', '', { web: true, mobile: true })).toBe('https://wa.me/972505550123');
  });
});

describe('message templates', () => {
  const page = {
    site: 'אריג',
    home: 'https://arig.example/',
    href: 'https://arig.example/about/?utm=x#top',
    title: 'אודות',
  };

  it('fills {SITE} {HOME} {URL} {HREF} {TITLE}', () => {
    expect(fillTemplate('{SITE}|{HOME}|{URL}|{HREF}|{TITLE}', page)).toBe(
      'אריג|https://arig.example/|https://arig.example/about/|https://arig.example/about/?utm=x#top|אודות',
    );
  });

  it('leaves unknown braces and markup as plain text', () => {
    expect(fillTemplate('{NOPE} <b>{SITE}</b>', page)).toBe('{NOPE} <b>אריג</b>');
  });
});

describe('analytics', () => {
  it('masks the phone for the social pixel, keeping the first 3 and last 2 digits', () => {
    expect(maskPhone('972505550123')).toBe('972XXXXXXX23');
    const event = chatEvent({
      phone: '050-555-0123',
      link: 'https://wa.me/972505550123?text=hi',
      message: 'hi',
      mobile: false,
      pageLocation: 'https://arig.example/',
      pageTitle: 'אריג',
      trigger: 'button',
    });
    const pixel = pixelEvent(event);
    expect(pixel.chat_id).toBe('972XXXXXXX23');
    expect(pixel.event_action).toBe('whatsapp: 972XXXXXXX23');
    expect(pixel.event_label).toBe('https://wa.me/972XXXXXXX23?text=hi');
    expect(JSON.stringify(pixel)).not.toContain('972505550123');
  });

  it('caps page location at 1000, title at 300 and other texts at 100 characters', () => {
    const event = chatEvent({
      phone: '0505550123',
      link: `https://wa.me/1?text=${'a'.repeat(500)}`,
      message: 'm'.repeat(500),
      mobile: true,
      pageLocation: `https://arig.example/${'p'.repeat(2000)}`,
      pageTitle: 't'.repeat(500),
      trigger: 'url',
    });
    expect([event.page_location.length, event.page_title.length, event.chat_message.length, event.link.length]).toEqual(
      [1000, 300, 100, 100],
    );
    expect(event.is_mobile).toBe('yes');
  });
});

describe('bubble timing', () => {
  it('types 60 ms a word plus 100–200 ms, reveals after 400–600 ms, notes after 100 ms', () => {
    expect(bubbleTiming.typing(10, () => 0)).toBe(700);
    expect(bubbleTiming.typing(10, () => 1)).toBe(800);
    expect([bubbleTiming.reveal(() => 0), bubbleTiming.reveal(() => 1)]).toEqual([400, 600]);
    expect(bubbleTiming.note).toBe(100);
  });
});
