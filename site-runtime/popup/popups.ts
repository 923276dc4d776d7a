import { createExpiringStore } from '../../engines/expiring-store';
import { browserFromUserAgent, deviceFromViewportWidth } from '../../engines/popup/conditions';
import { readPopupConfig } from '../../engines/popup/config';
import type { ConversionKind } from '../../engines/popup/counters';
import type { PatternMatcher } from '../../engines/popup/url-pattern';
import { createPopupEngine, type PopupEffect, type PopupEngine } from '../../engines/popup/machine';
import type { ActionHandler } from '../../engines/url-actions';
import { browserTimers } from '../timers';
import { popupView, type PopupView } from './dialog';
import { domSignals } from './signals';

type Register = (name: string, handler: ActionHandler) => void;

declare global {
  interface Window {
    /** For the editors' explainer panel (its own chunk) and tests: the page's popup engine. */
    arigPopups?: PopupEngine;
  }
}

/** Who is signed in, asked only when a popup hides itself from signed-in users. */
async function readSession(): Promise<{ loggedIn: boolean; roles: string[] }> {
  try {
    const res = await fetch('/api/users/me', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    const body = (await res.json()) as { user?: { roles?: unknown } | null };
    const roles = Array.isArray(body.user?.roles) ? body.user.roles.filter((r) => typeof r === 'string') : [];
    return { loggedIn: Boolean(body.user), roles };
  } catch {
    return { loggedIn: false, roles: [] };
  }
}

const contactLink = /^(tel:|mailto:|https:\/\/(wa\.me|api\.whatsapp\.com|web\.whatsapp\.com)\/)/i;

/** Wires the popup engine (engines/popup) to the popups the server rendered into the page. */
/**
 * URL patterns reach the page only after the server screened them (on save and again before writing the
 * page's popup data), so here they are only compiled; a pattern that still fails to compile fails its
 * condition.
 */
const compiledMatch: PatternMatcher = (pattern, subject) => {
  try {
    return new RegExp(pattern).test(subject);
  } catch {
    return { refused: 'invalid' };
  }
};

export async function initPopups(configScript: HTMLScriptElement, register: Register): Promise<void> {
  const config = readPopupConfig(configScript.textContent);
  const views = new Map<string, PopupView>();
  const dialogs = new Map<string, HTMLDialogElement>();
  for (const popup of config.popups) {
    const dialog = document.querySelector<HTMLDialogElement>(`dialog[data-popup="${popup.id}"]`);
    if (!dialog) continue;
    dialogs.set(popup.id, dialog);
    views.set(popup.id, popupView(dialog, popup));
  }
  const popups = config.popups.filter((p) => views.has(p.id));
  if (popups.length === 0) return;

  const session = popups.some((p) => p.settings.logged_in) ? await readSession() : { loggedIn: false, roles: [] };
  const now = () => Date.now();
  const engine = createPopupEngine(
    popups,
    {
      now,
      referrer: document.referrer,
      url: location.href,
      ...session,
      device: deviceFromViewportWidth(window.innerWidth),
      browser: browserFromUserAgent(navigator.userAgent),
      siteUtcOffsetMinutes: config.siteUtcOffsetMinutes,
      visitorUtcOffsetMinutes: -new Date().getTimezoneOffset(),
      matchPattern: compiledMatch,
      store: createExpiringStore(localStorage, now),
      sessionStore: createExpiringStore(sessionStorage, now),
      timers: browserTimers,
      page: domSignals,
    },
    (effect: PopupEffect) => {
      const view = views.get(effect.id);
      if (!view) return;
      if (effect.type === 'open') view.open();
      else if (effect.type === 'close') view.close();
      else if (effect.type === 'show-close-button') view.showCloseButton();
      else view.focus();
    },
  );
  window.arigPopups = engine;

  for (const [id, dialog] of dialogs) {
    dialog.querySelector('[data-popup-close]')?.addEventListener('click', () => engine.close(id, 'button'));
    // Escape on a modal dialog: the browser's cancel, which the engine may refuse.
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      engine.close(id, 'esc');
    });
    // The browser may still close it (repeated Escape without user activation): keep the engine's word.
    dialog.addEventListener('close', () => {
      if (!engine.isOpen(id)) return;
      if (engine.close(id, 'esc')) return;
      if (popups.find((p) => p.id === id)?.settings.a11y_navigation) dialog.showModal();
      else dialog.show();
    });
    dialog.addEventListener('click', (e) => {
      if (e.target === dialog) engine.close(id, 'background');
    });
  }
  // Escape for popups shown without trapping focus (no native cancel then).
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    for (const [id, dialog] of dialogs) if (dialog.open && !dialog.matches(':modal')) engine.close(id, 'esc');
  });

  const idOf = (settings: Record<string, unknown>): string | undefined => {
    const id = settings.id;
    if (typeof id === 'string' || typeof id === 'number') return String(id);
    return [...dialogs.keys()].find((key) => engine.isOpen(key)) ?? popups[0]?.id;
  };
  register('popup:open', (settings) => {
    const id = idOf(settings);
    if (!id) return;
    if (settings.toggle === true && engine.isOpen(id)) engine.close(id, 'action');
    else engine.open(id);
  });
  register('popup:close', (settings) => {
    const id = idOf(settings);
    if (id) engine.close(id, 'action', { doNotShowAgain: settings.do_not_show_again === true });
  });

  document.addEventListener('click', (e) => {
    const target = e.target as Element | null;
    if (!target?.closest) return;
    for (const popup of popups) {
      const selector = popup.settings.open_selector.trim();
      if (selector === '') continue;
      let hit: Element | null = null;
      try {
        hit = target.closest(selector);
      } catch {
        continue;
      }
      if (hit && !engine.isOpen(popup.id)) {
        e.preventDefault();
        engine.open(popup.id);
      }
    }
    const link = target.closest<HTMLAnchorElement>('a[href]');
    if (link && contactLink.test(link.href)) converted('contact');
  });

  function converted(kind: ConversionKind): void {
    if (popups.some((p) => p.settings.stop_after_conversion)) engine.markConverted(kind);
  }
  window.addEventListener('arig:chat-event', () => converted('chat'));
  document.addEventListener('submit', () => converted('form'), true);

  engine.start();

  // Editors: `#popup-explain` opens the explainer panel (its own chunk; staff only).
  const loadExplainer = () => import('./explainer');
  const explain = () => {
    if (location.hash === '#popup-explain') void loadExplainer().then((m) => m.openExplainer(engine));
  };
  explain();
  window.addEventListener('hashchange', explain);
}
