/** WhatsApp links and texts (spec §3, §7; reference §2.6, §2.20, §2.25). Pure, no DOM. */

/** A configured number: digits with an optional leading +, 6–15 digits in all. */
export const isValidChatPhone = (value: string): boolean => /^\+?[0-9]{6,15}$/.test(value.replace(/[\s-]/g, ''));

/**
 * Digits only, international form. An Israeli number written locally (05X…, 0X…) gets the 972 code
 * instead of its leading zero; wa.me wants no + and no zeros in front.
 */
export function cleanPhone(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/[^0-9]/g, '');
  if (!trimmed.startsWith('+') && /^0[1-9]/.test(digits)) return `972${digits.slice(1)}`;
  return digits.replace(/^0+/, '');
}

/** The address that opens the conversation: the web client on desktop when asked for, else wa.me. */
export function whatsappLink(phone: string, message: string, opts: { web: boolean; mobile: boolean }): string {
  const number = cleanPhone(phone);
  const url =
    opts.web && !opts.mobile
      ? new URL(`https://web.whatsapp.com/send?phone=${number}`)
      : new URL(`https://wa.me/${number}`);
  if (message) url.searchParams.set('text', message);
  return url.toString();
}

export interface TemplatePage {
  site: string;
  home: string;
  href: string;
  title: string;
}

/** {SITE} {HOME} {URL} {HREF} {TITLE} in the owner's texts; the result is plain text, never HTML. */
export function fillTemplate(text: string, page: TemplatePage): string {
  if (!text.includes('{')) return text;
  const url = new URL(page.href);
  const values: Record<string, string> = {
    SITE: page.site,
    HOME: page.home,
    URL: `${url.origin}${url.pathname}`,
    HREF: page.href,
    TITLE: page.title,
  };
  return text.replace(/\{(SITE|HOME|URL|HREF|TITLE)\}/g, (_, key: string) => values[key] ?? '');
}

/** The social pixel sees the phone masked: first 3 and last 2 digits kept (spec §7, §9). */
export function maskPhone(phone: string): string {
  if (phone.length <= 5) return phone;
  return `${phone.slice(0, 3)}${'X'.repeat(phone.length - 5)}${phone.slice(-2)}`;
}

/** Analytics text limits (spec §9): page location 1000, referrer 420, title 300, others 100. */
const limits: Record<string, number> = { page_location: 1000, page_referrer: 420, page_title: 300 };

export function limitEventText<T extends Record<string, string | number | boolean>>(params: T): T {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    out[key] = typeof value === 'string' ? value.slice(0, limits[key] ?? 100) : value;
  }
  return out as T;
}

export interface ChatEventInput {
  phone: string;
  link: string;
  message: string;
  mobile: boolean;
  pageLocation: string;
  pageTitle: string;
  trigger: string;
}

/** The chat event fields of spec §3, with the text limits applied. */
export function chatEvent(input: ChatEventInput) {
  const phone = cleanPhone(input.phone);
  return limitEventText({
    event_category: 'JoinChat',
    event_label: input.link,
    event_action: `whatsapp: ${phone}`,
    chat_channel: 'whatsapp',
    chat_id: phone,
    chat_message: input.message,
    link: input.link,
    is_mobile: input.mobile ? 'yes' : 'no',
    page_location: input.pageLocation,
    page_title: input.pageTitle || 'no title',
    trigger: input.trigger,
  });
}

/** The same event for the social pixel, with the phone masked wherever it appears. */
export function pixelEvent(event: ReturnType<typeof chatEvent>) {
  const phone = event.chat_id;
  const masked = maskPhone(phone);
  const hide = (s: string) => s.split(phone).join(masked);
  return {
    ...event,
    chat_id: masked,
    event_label: hide(event.event_label),
    event_action: hide(event.event_action),
    link: hide(event.link),
  };
}

/** Bubble timing (spec §9): typing 60 ms a word plus 100–200 ms; next bubble 400–600 ms; notes 100 ms. */
export const bubbleTiming = {
  typing: (words: number, random: () => number) => words * 60 + 100 + Math.round(random() * 100),
  reveal: (random: () => number) => 400 + Math.round(random() * 200),
  note: 100,
};
