import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ChatView } from '../../data/get-chat';
import type { ChatRuntimeSettings } from '../../engines/chat/settings';
import { ChatWidget } from './ChatWidget';

const chat: ChatView = {
  phone: '050-555-0123',
  buttonTip: 'כתבו לנו',
  message: 'שלום!\n===\nאיך אפשר *לעזור*?\n>>>\nעונים תוך שעה',
  messageSend: 'שלום מ־{SITE}',
  messageStart: 'פתיחת שיחה',
  buttonDelay: 3,
  messageDelay: 10,
  messageViews: 2,
  messageBadge: false,
  mobileOnly: false,
  whatsappWeb: false,
  qr: false,
  optinText: '',
  optinCheck: false,
  position: 'right',
  color: '#0a7d5a',
  hiddenPaths: [],
  tracking: { gaEvent: 'generate_lead', gads: '', dataLayer: '' },
};
const page = { site: 'אריג', home: 'https://arig.example/', title: 'מאמרים' };
const render = (overrides: Partial<ChatView> = {}) =>
  renderToStaticMarkup(<ChatWidget chat={{ ...chat, ...overrides }} page={page} />);
const settingsOf = (html: string): ChatRuntimeSettings => {
  const raw = /data-settings="([^"]*)"/.exec(html)?.[1] ?? '';
  return JSON.parse(raw.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as ChatRuntimeSettings;
};

describe('ChatWidget markup', () => {
  it('starts hidden and hands the island the settings it needs, with the CTA hash', () => {
    const html = render();
    expect(html).toMatch(/^<div class="chat chat--start"[^>]* hidden=""/);
    const s = settingsOf(html);
    expect(s).toMatchObject({ phone: '050-555-0123', messageSend: 'שלום מ־{SITE}', buttonDelay: 3, site: 'אריג' });
    expect(s.messageHash).toMatch(/^[1-9]\d*$/);
    expect(settingsOf(render({ message: 'אחר' })).messageHash).not.toBe(s.messageHash);
  });

  it('is a real button that names its chatbox, and the chatbox a labelled dialog with a named close button', () => {
    const html = render();
    expect(html).toContain('<button type="button" class="chat__button" aria-expanded="false" aria-controls="chat-box"');
    expect(html).toContain('כתבו לנו – פתיחת צ׳אט וואטסאפ');
    expect(html).toMatch(
      /<section class="chat__box" id="chat-box" role="dialog" aria-modal="false" aria-labelledby="chat-title"/,
    );
    expect(html).toContain('<h2 class="chat__title" id="chat-title">אריג בוואטסאפ</h2>');
    expect(html).toContain('סגירת הצ׳אט');
    expect(html).toContain('href="https://wa.me/972505550123" target="_blank" rel="noopener"');
  });

  it('renders bubbles and notes from the CTA, with WhatsApp marks as elements', () => {
    const html = render();
    expect(html.match(/class="chat__bubble"/g)).toHaveLength(2);
    expect(html).toContain('class="chat__bubble chat__bubble--note" data-words="3"');
    expect(html).toContain('<strong>לעזור</strong>');
  });

  it('goes straight to WhatsApp without a CTA: no dialog, and the button says it opens a new window', () => {
    const html = render({ message: '' });
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('aria-expanded');
    expect(html).toContain('שיחת וואטסאפ עם העסק (נפתח בחלון חדש)');
    expect(settingsOf(html).messageHash).toBe('');
  });

  it('never turns owner text into HTML', () => {
    const hostile = '<img src=x onerror=alert(1)>"\'><script>alert(1)</script>';
    const html = render({
      message: hostile,
      buttonTip: hostile,
      optinText: `${hostile} [x](javascript:alert(1))`,
      messageStart: hostile,
    });
    expect(html).not.toMatch(/<img|<script|<[^>]*\son\w+=|href="javascript:/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('places "left" at the inline end of the right-to-left page, and offers the opt-in as a labelled checkbox', () => {
    const html = render({ position: 'left', optinText: 'מסכים ל[מדיניות](/privacy-policy/)', optinCheck: true });
    expect(html).toContain('class="chat chat--end"');
    expect(html).toContain('<input type="checkbox" id="chat-optin" aria-describedby="chat-optin-needed"');
    expect(html).toContain('<label for="chat-optin">מסכים ל<a href="/privacy-policy/">מדיניות</a></label>');
    expect(settingsOf(html).optin).toBe(true);
    expect(settingsOf(render({ optinText: 'הודעה בלבד' })).optin).toBe(false);
  });
});
