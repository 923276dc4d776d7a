import type { PopupEngine } from '../../engines/popup/machine';

const contactLink = /^(tel:|mailto:|https:\/\/(wa\.me|api\.whatsapp\.com|web\.whatsapp\.com)\/)/i;

/** The visitor converted: pressed a phone, e-mail or WhatsApp link, used the chat, or sent a form (successfully). */
export function watchConversions(engine: PopupEngine): void {
  document.addEventListener('click', (e) => {
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    if (link && contactLink.test(link.href)) engine.markConverted('contact');
  });
  window.addEventListener('arig:chat-event', () => engine.markConverted('chat'));
  // A sent form (the form island's event), or a page showing a thank-you after a post without JavaScript.
  window.addEventListener('arig:form-sent', () => engine.markConverted('form'));
  if (document.querySelector('[data-form-sent]')) engine.markConverted('form');
}
