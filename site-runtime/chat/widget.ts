import {
  createChat,
  remainingButtonDelay,
  remainingMessageDelay,
  type ChatEffect,
  type ChatTrigger,
} from '../../engines/chat/machine';
import type { ChatRuntimeSettings } from '../../engines/chat/settings';
import { sendChatEvent, type TrackingWindow } from '../../engines/chat/tracking';
import { chatEvent, fillTemplate, whatsappLink } from '../../engines/chat/whatsapp';
import { createExpiringStore, type KeyValueStorage } from '../../engines/expiring-store';
import { withTimeout } from '../../engines/chunk-timeout';
import { browserTimers } from '../timers';
import { revealBubbles } from './bubbles';

const chatDirectSelector = '.joinchat_app, .arig-chat-app, a[href="#whatsapp"]';
const typingTypes =
  /^(date|datetime|datetime-local|email|month|number|password|search|tel|text|textarea|time|url|week)$/;
/** Opens that come from the visitor's own action move focus into the chatbox; timed ones never do. */
const userTriggers = new Set<ChatTrigger>(['button', 'trigger', 'contact']);

/**
 * What the loader (site-runtime/chat-loader.ts) knows and does, passed on so that this file imports nothing
 * of the loader's chunk.
 */
export interface ChatStart {
  /** When the page began waiting for the chat, which its button's and message's delays count from. */
  since: number;
  /** The page's elements that open the chat (engines/chat/load-timing.ts). */
  triggers: string;
  /** When the address asks the chat to open (`#joinchat`, `?joinchat=N`), in ms; null when it does not. */
  urlDelay: number | null;
  /** A phone or tablet (a coarse pointer). */
  mobile: boolean;
  /** Shows the button, as the loader did on time. */
  reveal(root: HTMLElement): void;
}

/**
 * Wires the chat's markup, which the loader put in the page with its CSS and may have shown already, to its
 * state machine (reference §2); `title` is the page's, for messages.
 */
export function initChat(
  root: HTMLElement,
  title: string,
  { since, triggers, urlDelay, mobile, reveal }: ChatStart,
): void {
  const s = { ...(JSON.parse(root.dataset.settings ?? '{}') as ChatRuntimeSettings), title };
  const q = <T extends HTMLElement>(sel: string) => root.querySelector<T>(sel);
  const button = q<HTMLButtonElement>('[data-chat-button]');
  const box = q('[data-chat-box]');
  const optin = q<HTMLInputElement>('[data-chat-optin]');
  if (!button || !s.phone) return;
  const desktopHidden = s.mobileOnly && !mobile;
  let override: { phone?: string; message?: string } = {};
  let bubblesShown = false;

  const waited = performance.now() - since;
  const chat = createChat(
    {
      buttonDelay: remainingButtonDelay(s.buttonDelay, waited),
      messageDelay: desktopHidden ? -1 : remainingMessageDelay(s.buttonDelay, s.messageDelay, waited),
      messageViews: s.messageViews,
      messageBadge: s.messageBadge,
      messageHash: desktopHidden ? '' : s.messageHash,
      optin: s.optin,
    },
    {
      timers: browserTimers,
      now: () => Date.now(),
      store: createExpiringStore(safeStorage(), () => Date.now()),
      mobile,
      urlDelay,
    },
    effect,
  );

  function effect(e: ChatEffect): void {
    switch (e.type) {
      case 'show-button':
        if (desktopHidden) return;
        reveal(root);
        root.classList.toggle('chat--tooltip', e.tooltip);
        return;
      case 'hide-button':
        button!.hidden = true;
        return;
      case 'badge':
        q('[data-chat-badge]')?.removeAttribute('hidden');
        return;
      case 'open-chatbox':
        if (!box) return;
        root.hidden = false;
        root.classList.add('chat--open');
        box.hidden = false;
        button!.setAttribute('aria-expanded', 'true');
        q('[data-chat-badge]')?.setAttribute('hidden', '');
        if (!bubblesShown) {
          bubblesShown = true;
          revealBubbles(box, browserTimers);
        }
        if (userTriggers.has(e.trigger)) box.focus();
        return;
      case 'close-chatbox': {
        if (!box) return;
        const hadFocus = box.contains(document.activeElement);
        box.hidden = true;
        root.classList.remove('chat--open', 'chat--tooltip');
        button!.setAttribute('aria-expanded', 'false');
        override = {};
        if (hadFocus && !button!.hidden && !root.hidden) button!.focus();
        return;
      }
      case 'open-app':
        openApp(e.trigger);
        return;
    }
  }

  function openApp(trigger: ChatTrigger): void {
    const phone = override.phone || s.phone;
    const template = override.message ?? s.messageSend;
    override = {};
    const message = fillTemplate(template, { site: s.site, home: s.home, href: location.href, title: s.title });
    const link = whatsappLink(phone, message, { web: s.whatsappWeb, mobile });
    const event = chatEvent({
      phone,
      link,
      message,
      mobile,
      pageLocation: location.href,
      pageTitle: document.title,
      trigger,
    });
    sendChatEvent(window as unknown as TrackingWindow, s.tracking, event, (detail) =>
      window.dispatchEvent(new CustomEvent('arig:chat-event', { detail, cancelable: true })),
    );
    window.open(link, 'joinchat', 'noopener');
  }

  button.addEventListener('click', () => chat.clickButton());
  button.addEventListener('mouseenter', () => chat.hoverStart());
  button.addEventListener('mouseleave', () => chat.hoverEnd());
  q('[data-chat-close]')?.addEventListener('click', () => chat.close());
  q('[data-chat-open]')?.addEventListener('click', (e) => {
    e.preventDefault();
    if (optin && !optin.checked) {
      q('[data-chat-optin-needed]')?.removeAttribute('hidden');
      optin.setAttribute('aria-invalid', 'true');
      optin.focus();
    }
    chat.clickContact();
  });
  optin?.addEventListener('change', () => {
    chat.setOptin(optin.checked);
    if (optin.checked) {
      q('[data-chat-optin-needed]')?.setAttribute('hidden', '');
      optin.removeAttribute('aria-invalid');
    }
  });

  document.addEventListener('click', (e) => {
    const el = (e.target as Element | null)?.closest<HTMLElement>(triggers);
    if (!el || root.contains(el)) return;
    e.preventDefault();
    override = { phone: el.dataset.phone, message: el.dataset.message };
    chat.trigger(desktopHidden || el.matches(chatDirectSelector));
  });
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    const active = document.activeElement;
    const inside = root.contains(active);
    if (chat.isOpen() && (inside || active === document.body)) chat.close();
    else if (inside) root.classList.add('chat--tip-dismissed');
  });
  const onFocusChange = (e: FocusEvent) => {
    const target = e.target as HTMLElement;
    if (!target.matches?.('input, textarea') || root.contains(target)) return;
    const active = document.activeElement as HTMLInputElement | null;
    const type = active?.tagName === 'TEXTAREA' ? 'textarea' : (active?.type ?? '');
    chat.inputFocus(e.type === 'focusin' && typingTypes.test(type));
  };
  document.addEventListener('focusin', onFocusChange);
  document.addEventListener('focusout', onFocusChange);

  if (s.qr && !mobile) {
    const slot = q('[data-chat-qr]');
    const anchor = box ? q('[data-chat-open]') : button;
    const draw = () => {
      anchor?.removeEventListener('pointerenter', draw);
      anchor?.removeEventListener('focus', draw);
      if (slot)
        void withTimeout(import('./qr'), browserTimers).then((m) =>
          m?.drawQr(slot, whatsappLink(s.phone, '', { web: false, mobile: true })),
        );
    };
    anchor?.addEventListener('pointerenter', draw);
    anchor?.addEventListener('focus', draw);
  }

  chat.start();
  root.dataset.ready = '';
}

/** localStorage, or a page-lifetime stand-in when the browser blocks it. */
function safeStorage(): KeyValueStorage {
  try {
    const probe = '__arig';
    localStorage.setItem(probe, probe);
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    const mem = new Map<string, string>();
    return {
      getItem: (k) => mem.get(k) ?? null,
      setItem: (k, v) => void mem.set(k, v),
      removeItem: (k) => void mem.delete(k),
    };
  }
}
