import type { ExpiringStore } from '../expiring-store';
import type { Timers } from '../menu-timing';

/** Chat widget constants (spec §4, §9). */
export const chatTimings = {
  hoverOpen: 1500,
  reopenGuard: 600,
  urlOpenAfterShow: 700,
  focusDebounce: 200,
  hideAfterClose: 400,
};
export const seenHashesKey = 'joinchat_hashes';
export const viewsKey = 'joinchat_views';
const seenLifetimeSeconds = 365 * 86400;

export interface ChatSettings {
  /** Seconds before the button shows; negative shows it at once. */
  buttonDelay: number;
  /** Seconds after the button before the CTA opens by itself; negative never. */
  messageDelay: number;
  /** Page views needed before the CTA opens by itself. */
  messageViews: number;
  messageBadge: boolean;
  /** Identifies the current CTA text; empty when there is none. */
  messageHash: string;
  /** An opt-in checkbox exists. */
  optin: boolean;
}

export type ChatTrigger = 'button' | 'contact' | 'trigger' | 'url' | 'auto' | 'hover';

export type ChatEffect =
  | { type: 'show-button'; tooltip: boolean }
  | { type: 'hide-button' }
  | { type: 'open-chatbox'; trigger: ChatTrigger }
  | { type: 'close-chatbox' }
  | { type: 'badge' }
  | { type: 'open-app'; trigger: ChatTrigger };

export interface ChatEnv {
  timers: Timers;
  now(): number;
  store: ExpiringStore;
  mobile: boolean;
  /**
   * When the page's address asks the chat to open (`#joinchat` at once, `?joinchat=N` after N seconds:
   * `urlTriggerDelay` in load-timing.ts, which the loader reads): ms, or null when it asks for nothing.
   */
  urlDelay: number | null;
}

/**
 * The floating chat button's behaviour as a state machine (reference §2): it decides, the island
 * renders. Effects go to `emit`; time, storage and the device are injected.
 */
export function createChat(settings: ChatSettings, env: ChatEnv, emit: (effect: ChatEffect) => void) {
  const hasCta = settings.messageHash !== '';
  const seen = new Set(env.store.get<string[]>(seenHashesKey) ?? []);
  const ctaViewed = hasCta && seen.has(settings.messageHash);
  const views = env.store.get<number>(viewsKey) ?? 1;
  const hasPageViews = views >= settings.messageViews;
  let chatboxOpen = false;
  let shownAt = Number.NEGATIVE_INFINITY;
  let optedIn = !settings.optin;
  let autoTimer: unknown = null;
  let hoverTimer: unknown = null;
  let focusTimer: unknown = null;
  let buttonHidden = false;

  const saveHash = () => {
    if (!hasCta || settings.messageDelay < 0 || seen.has(settings.messageHash)) return;
    seen.add(settings.messageHash);
    env.store.set(seenHashesKey, [...seen], seenLifetimeSeconds);
  };

  const cancelAuto = () => {
    if (autoTimer !== null) env.timers.clear(autoTimer);
    autoTimer = null;
  };

  const openChatbox = (trigger: ChatTrigger) => {
    cancelAuto();
    if (!hasCta) return openApp(trigger);
    if (chatboxOpen) return;
    chatboxOpen = true;
    shownAt = env.now();
    emit({ type: 'open-chatbox', trigger });
  };

  function openApp(trigger: ChatTrigger): void {
    if (hasCta && !optedIn) return openChatbox(trigger);
    if (chatboxOpen && env.now() - shownAt < chatTimings.reopenGuard) return;
    saveHash();
    emit({ type: 'open-app', trigger });
  }

  const close = () => {
    if (!chatboxOpen) return;
    chatboxOpen = false;
    saveHash();
    emit({ type: 'close-chatbox' });
  };

  return {
    start(): void {
      if (settings.messageDelay > 0 && !hasPageViews) env.store.set(viewsKey, views + 1);
      const urlDelay = env.urlDelay;
      const showAt = urlDelay ?? Math.max(0, settings.buttonDelay) * 1000;
      const tooltip = !ctaViewed && (settings.messageBadge || !hasCta || settings.messageDelay <= 0 || !hasPageViews);
      env.timers.set(() => emit({ type: 'show-button', tooltip }), showAt);
      if (urlDelay !== null) {
        env.timers.set(() => openChatbox('url'), urlDelay + chatTimings.urlOpenAfterShow);
        return;
      }
      if (hasCta && !ctaViewed && settings.messageDelay > 0) {
        autoTimer = env.timers.set(
          () => {
            autoTimer = null;
            if (settings.messageBadge) emit({ type: 'badge' });
            else if (hasPageViews) openChatbox('auto');
          },
          showAt + settings.messageDelay * 1000,
        );
      }
    },
    /** The floating button: opens the chatbox, or the app when there is no CTA. */
    clickButton: () => (chatboxOpen ? openApp('button') : openChatbox('button')),
    /** The chatbox's "open WhatsApp" call to action. */
    clickContact: () => openApp('contact'),
    /** A page element or link: #joinchat / .joinchat_open show the chatbox, #whatsapp / .joinchat_app go direct. */
    trigger: (direct: boolean) => (direct ? openApp('trigger') : openChatbox('trigger')),
    close,
    hoverStart(): void {
      if (env.mobile || !hasCta || chatboxOpen) return;
      hoverTimer = env.timers.set(() => openChatbox('hover'), chatTimings.hoverOpen);
    },
    hoverEnd(): void {
      if (hoverTimer !== null) env.timers.clear(hoverTimer);
      hoverTimer = null;
    },
    setOptin(checked: boolean): void {
      optedIn = checked || !settings.optin;
    },
    /** Mobile: a text field outside the widget took or lost focus (debounced 200 ms). */
    inputFocus(typing: boolean): void {
      if (!env.mobile) return;
      if (focusTimer !== null) env.timers.clear(focusTimer);
      focusTimer = env.timers.set(() => {
        focusTimer = null;
        if (typing && !buttonHidden) {
          buttonHidden = true;
          if (chatboxOpen) {
            close();
            env.timers.set(() => emit({ type: 'hide-button' }), chatTimings.hideAfterClose);
          } else emit({ type: 'hide-button' });
        } else if (!typing && buttonHidden) {
          buttonHidden = false;
          emit({ type: 'show-button', tooltip: false });
        }
      }, chatTimings.focusDebounce);
    },
    isOpen: () => chatboxOpen,
  };
}

/**
 * The button's delay left once the code is running: it counts from the page's paint, as before the code
 * waited, not from the code's arrival. A negative delay (show at once) stays as it is.
 */
export function remainingButtonDelay(buttonDelaySeconds: number, waitedMs: number): number {
  if (buttonDelaySeconds < 0) return buttonDelaySeconds;
  return Math.max(0, buttonDelaySeconds - waitedMs / 1000);
}

/**
 * The message's delay left once the code is running, which may be after the button showed (the code comes
 * when the visitor engages, site-runtime/chat-loader.ts): it counts from the button's time. It stays
 * positive (a thousandth of a second at least), so a message due by then still opens or badges at once; a
 * delay of zero or less (never by itself) stays as it is.
 */
export function remainingMessageDelay(
  buttonDelaySeconds: number,
  messageDelaySeconds: number,
  waitedMs: number,
): number {
  if (messageDelaySeconds <= 0) return messageDelaySeconds;
  const sinceButton = Math.max(0, waitedMs / 1000 - Math.max(0, buttonDelaySeconds));
  return Math.max(0.001, messageDelaySeconds - sinceButton);
}
