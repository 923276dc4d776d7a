import {
  chatButtonDueMs,
  chatLoadDelay,
  chatMessageWakeDelay,
  chatTriggerSelector,
  urlTriggerDelay,
} from '../engines/chat/load-timing';
import type { ChatRuntimeSettings } from '../engines/chat/settings';
import { withTimeout } from '../engines/chunk-timeout';
import { whenEngaged } from './after-load';
import { browserTimers } from './timers';
import { keptPress } from './kept-press';

const loadWidget = () => import('./chat/widget');

/** Shows the chat's button; the widget does the same, with its tooltip, when its state machine says so. */
function revealChat(root: HTMLElement): void {
  const button = root.querySelector<HTMLElement>('[data-chat-button]');
  if (!button) return;
  root.hidden = false;
  button.hidden = false;
  requestAnimationFrame(() => root.classList.add('chat--show'));
}

/**
 * The chat, on pages that show it, in two steps (issue 24):
 * 1. shortly before its button is due (engines/chat/load-timing.ts), its CSS and markup, one fragment
 *    (site/lib/chat-route.ts), and the button shown on time;
 * 2. its behaviour (site-runtime/chat/widget.ts: the state machine, the WhatsApp link, the stored views and
 *    seen messages) once the visitor engages with the page, points at or focuses the chat, presses the
 *    button or one of the page's chat links, or the address asks for the chat, and otherwise shortly
 *    before a message that comes by itself is due.
 * A visit nobody engages with fetches the button alone. A press before step 2 is answered once it is
 * wired; if it cannot load, a chat link's press goes to the link's own address. The widget imports
 * nothing this file does (it is given what it needs), so this file's chunk stays one plain module.
 */
export function initChatLoader(): void {
  const slot = document.querySelector<HTMLElement>('[data-chat-src]');
  if (!slot) return;
  const since = performance.now();
  const title = slot.dataset.chatTitle ?? '';
  const buttonDelay = Number(slot.dataset.chatDelay ?? 0);
  const urlDelay = urlTriggerDelay(location.hash, location.search);
  const mobile = /Mobile|Android|iPhone|iPad/i.test(navigator.userAgent) || matchMedia('(pointer: coarse)').matches;
  let pressed: HTMLElement | null = null;
  let revealTimer: unknown = null;
  let markup: Promise<HTMLElement | null> | undefined;
  let wired: Promise<void> | undefined;

  const showOnTime = (root: HTMLElement) => {
    const s = JSON.parse(root.dataset.settings ?? '{}') as Partial<ChatRuntimeSettings>;
    if (urlDelay === null && !(s.mobileOnly && !mobile))
      revealTimer = browserTimers.set(
        () => revealChat(root),
        Math.max(0, chatButtonDueMs(buttonDelay) - (performance.now() - since)),
      );
    const wake = chatMessageWakeDelay(buttonDelay, s.messageDelay ?? 0, Boolean(s.messageHash));
    if (wake !== null) browserTimers.set(wire, Math.max(0, wake - (performance.now() - since)));
    root.addEventListener('pointerenter', wire, { once: true });
    root.addEventListener('focusin', wire, { once: true });
  };

  const fetchMarkup = () => (markup ??= insertMarkup(slot).then((root) => (root && showOnTime(root), root)));

  function wire(): Promise<void> {
    return (wired ??= fetchMarkup()
      .then(async (root) => {
        if (!root) return;
        const widget = await withTimeout(loadWidget(), browserTimers);
        if (!widget) return;
        if (revealTimer !== null) browserTimers.clear(revealTimer);
        widget.initChat(root, title, { since, triggers: chatTriggerSelector, urlDelay, mobile, reveal: revealChat });
        // A pointer already resting on the button is one the chat's hover would have seen.
        const button = root.querySelector('[data-chat-button]');
        if (button?.matches(':hover')) button.dispatchEvent(new MouseEvent('mouseenter'));
      })
      .finally(() => {
        document.removeEventListener('click', onPress);
        pressed?.click();
        pressed = null;
      }));
  }

  const onPress = (e: MouseEvent) => {
    const target = e.target as Element | null;
    const el =
      target?.closest?.<HTMLElement>(chatTriggerSelector) ?? target?.closest?.<HTMLElement>('[data-chat-button]');
    if (!el) return;
    e.preventDefault();
    pressed = el;
    void wire();
  };
  document.addEventListener('click', onPress);
  // A chat link pressed before this code came (it starts after load) is answered now.
  const early = keptPress(chatTriggerSelector);
  if (early) {
    pressed = early;
    void wire();
  }
  whenEngaged(() => void wire());
  const wait = chatLoadDelay(buttonDelay, location.hash, location.search);
  if (urlDelay !== null) void wire();
  else if (wait > 0) browserTimers.set(() => void fetchMarkup(), wait);
  else void fetchMarkup();
  // Its timers are set (as widgets mark themselves wired): what a journey that steps the clock waits for.
  slot.dataset.ready = '';
}

/** The fragment's style and markup in the slot's place: the chat's root, or null when it could not come. */
async function insertMarkup(slot: HTMLElement): Promise<HTMLElement | null> {
  const res = await fetch(slot.dataset.chatSrc ?? '', { headers: { Accept: 'text/html' } }).catch(() => null);
  if (!res?.ok) return null;
  const holder = document.createElement('div');
  holder.innerHTML = await res.text().catch(() => '');
  const root = holder.querySelector<HTMLElement>('[data-chat]');
  if (!root || !slot.isConnected) return null;
  slot.replaceWith(...holder.childNodes);
  return root;
}
