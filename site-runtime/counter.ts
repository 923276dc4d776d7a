/**
 * The owner's own count (issue 17): a beacon per page view and per lead (a phone, e-mail or WhatsApp
 * link, the chat, a sent form) to this site only. No cookie, no storage, no identifier: the server counts
 * a visitor per day by a hash it cannot keep or reverse.
 */
const contactKind = (href: string): string =>
  /^tel:/i.test(href)
    ? 'tel'
    : /^mailto:/i.test(href)
      ? 'mailto'
      : /^https:\/\/(wa\.me|api\.whatsapp\.com|web\.whatsapp\.com)\//i.test(href)
        ? 'whatsapp'
        : '';

export function initCounter(): void {
  const send = (data: Record<string, string>) =>
    navigator.sendBeacon?.('/wp-json/arig/v1/count', new Blob([JSON.stringify(data)], { type: 'application/json' }));
  const lead = (k: string) => send({ t: 'lead', k, p: location.pathname });
  const query = new URLSearchParams(location.search);
  send({
    t: 'view',
    p: location.pathname,
    r: document.referrer,
    s: query.get('utm_source') ?? '',
    c: query.get('utm_campaign') ?? '',
  });
  document.addEventListener(
    'click',
    (event) => {
      const kind = contactKind((event.target as Element | null)?.closest?.('a[href]')?.getAttribute('href') ?? '');
      if (kind) lead(kind);
    },
    true,
  );
  let chatCounted = false;
  window.addEventListener('arig:chat-event', () => {
    if (!chatCounted) lead('chat');
    chatCounted = true;
  });
  window.addEventListener('arig:form-sent', () => lead('form'));
  // A form sent without JavaScript lands on its thank-you page.
  if (document.querySelector('[data-form-sent]')) lead('form');
}
