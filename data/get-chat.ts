import type { ChatWidget } from '../cms/payload-types';
import { isHexColour } from '../engines/colour/contrast';
import { isValidChatPhone } from '../engines/chat/whatsapp';
import { memo } from './cache/memo';
import { getSiteSettings } from './get-settings';
import { asVisitor, payload } from './payload';

export interface ChatView {
  phone: string;
  buttonTip: string;
  /** The chatbox CTA as the owner wrote it; empty: the button opens WhatsApp at once. */
  message: string;
  /** The prefilled WhatsApp text, with template variables still in it. */
  messageSend: string;
  messageStart: string;
  buttonDelay: number;
  /** Seconds; -1 never (a stored 0 means never too, as in the original). */
  messageDelay: number;
  messageViews: number;
  messageBadge: boolean;
  mobileOnly: boolean;
  whatsappWeb: boolean;
  qr: boolean;
  optinText: string;
  optinCheck: boolean;
  position: 'left' | 'right';
  color: string;
  hiddenPaths: string[];
  tracking: { gaEvent: string; gads: string; dataLayer: string };
}

/** The chat widget's settings, or null when it is off or has no valid number to call. */
export function getChat(): Promise<ChatView | null> {
  return memo('chat-widget', readChat);
}

async function readChat(): Promise<ChatView | null> {
  const p = await payload();
  const [c, settings]: [ChatWidget, Awaited<ReturnType<typeof getSiteSettings>>] = await Promise.all([
    p.findGlobal({ slug: 'chat-widget', depth: 0, ...asVisitor }),
    getSiteSettings(),
  ]);
  // One source for contact details (issue 27): the site settings' WhatsApp number.
  const phone = settings.whatsapp || '';
  if (c.enabled === false || !isValidChatPhone(phone)) return null;
  const messageDelay = c.messageDelay ?? 10;
  return {
    phone,
    buttonTip: c.buttonTip ?? '',
    message: c.message?.trim() ?? '',
    messageSend: c.messageSend ?? '',
    messageStart: c.messageStart || 'פתיחת שיחה',
    buttonDelay: c.buttonDelay ?? 3,
    messageDelay: messageDelay === 0 ? -1 : messageDelay,
    messageViews: c.messageViews ?? 2,
    messageBadge: c.messageBadge === true,
    mobileOnly: c.mobileOnly === true,
    whatsappWeb: c.whatsappWeb === true,
    qr: c.qr === true,
    optinText: c.optinText?.trim() ?? '',
    optinCheck: c.optinCheck === true,
    position: c.position === 'left' ? 'left' : 'right',
    color: isHexColour(c.color) ? c.color : '#0a7d5a',
    hiddenPaths: (c.hiddenPaths ?? []).map((h) => h.path),
    tracking: {
      gaEvent: c.tracking?.gaEvent ?? 'generate_lead',
      gads: c.tracking?.gads ?? '',
      dataLayer: c.tracking?.dataLayer ?? '',
    },
  };
}
