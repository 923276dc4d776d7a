import { createExpiringStore } from '../../engines/expiring-store';
import { browserFromUserAgent, deviceFromViewportWidth } from '../../engines/popup/conditions';
import { readPopupConfig } from '../../engines/popup/config';
import type { PatternMatcher } from '../../engines/popup/url-pattern';
import { createPopupEngine, type PopupEffect, type PopupEngine } from '../../engines/popup/machine';
import { configuredTriggers, type PageSignals } from '../../engines/popup/triggers';
import type { ActionHandler } from '../../engines/action-registry';
import { whenEngaged } from '../after-load';
import { browserTimers } from '../timers';
import type { PopupView } from './dialog';

type Register = (name: string, handler: ActionHandler) => void;

declare global {
  interface Window {
    /** For the editors' explainer panel (its own chunk) and tests: the page's popup engine. */
    arigPopups?: PopupEngine;
  }
}

/** Who is signed in: asked (and its code fetched) only when a popup hides itself from signed-in users. */
const loadSession = () => import('./session');
const anonymous = { loggedIn: false, roles: [] as string[] };

/** The page events of every trigger but page load: fetched only when a popup of the page uses one. */
const loadSignals = () => import('./signals');
const none = () => () => undefined;
/** Popups that open on page load or by link never ask for a page event. */
const noPageEvents: PageSignals = {
  onScroll: none,
  onElementReached: none,
  onClick: none,
  onActivity: none,
  onPointerLeave: none,
  detectAdblock: () => false,
};

/** "Stop after conversion" listens only on pages with a popup that uses it. */
const loadConversions = () => import('./conversions');

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

/** Wires the popup engine (engines/popup) to the popups the server rendered into the page. */
export async function initPopups(configScript: HTMLScriptElement, register: Register): Promise<void> {
  const config = readPopupConfig(configScript.textContent);
  const { popups } = config;
  if (popups.length === 0) return;

  // The dialogs and their code are fetched only on a visit where a popup may open (see below); effects
  // wait for them.
  let views: Map<string, PopupView> | undefined;
  let mounting: Promise<void> | undefined;
  const waiting: PopupEffect[] = [];
  const render = (effect: PopupEffect) => {
    const view = views?.get(effect.id);
    if (!view) {
      // Its dialog could not be fetched: the engine must not hold it open while nothing shows (that would
      // refuse the next popup:open); its next opening fetches it again.
      if (effect.type === 'open') engine.close(effect.id, 'auto');
      return;
    }
    if (effect.type === 'open') view.open();
    else if (effect.type === 'close') view.close();
    else if (effect.type === 'show-close-button') view.showCloseButton();
    else view.focus();
  };
  const loadViews = () => import('./view');
  // The first mount fetches every dialog; a later one only those a failed fetch left out.
  const mountViews = () =>
    (mounting ??= loadViews()
      .then((m) => {
        const wanted = views ? popups.filter((p) => !views!.has(p.id)) : popups;
        return wanted.length > 0 ? m.mountPopupViews(wanted, engine) : new Map<string, PopupView>();
      })
      .then(
        (mounted) => {
          views = new Map([...(views ?? []), ...mounted]);
          mounting = undefined;
          waiting.splice(0).forEach(render);
        },
        () => {
          mounting = undefined;
          for (const effect of waiting.splice(0)) if (effect.type === 'open') engine.close(effect.id, 'auto');
        },
      ));
  const apply = (effect: PopupEffect) => {
    if (views?.has(effect.id)) return render(effect);
    // Closing or focusing a dialog that was never mounted, with none on its way, needs nothing fetched.
    if (effect.type !== 'open' && !mounting) return;
    waiting.push(effect);
    void mountViews();
  };

  const usesPageEvents = popups.some((p) => configuredTriggers(p.settings).some((name) => name !== 'page_load'));
  const [session, page] = await Promise.all([
    popups.some((p) => p.settings.logged_in)
      ? loadSession().then(
          (m) => m.readSession(),
          () => anonymous,
        )
      : anonymous,
    usesPageEvents
      ? loadSignals().then(
          (m) => m.domSignals,
          () => noPageEvents,
        )
      : noPageEvents,
  ]);
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
      page,
    },
    apply,
  );

  const idOf = (settings: Record<string, unknown>): string | undefined => {
    const id = settings.id;
    if (typeof id === 'string' || typeof id === 'number') return String(id);
    return popups.find((p) => engine.isOpen(p.id))?.id ?? popups[0]?.id;
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
  });

  engine.start();
  // Every popup blocked by its conditions (a capped or converted visitor, the usual repeat visit): no
  // dialog at all. Otherwise the dialogs and their code come once the visitor engages with the page, ahead
  // of most triggers, so a visit that ends unread fetches none; an effect that comes first fetches them
  // and waits.
  if (engine.inspect().some((p) => p.status !== 'blocked')) whenEngaged(() => void mountViews());
  if (popups.some((p) => p.settings.stop_after_conversion)) {
    await loadConversions().then(
      (m) => m.watchConversions(engine),
      () => undefined,
    );
  }
  window.arigPopups = engine;

  // Editors: `#popup-explain` opens the explainer panel (its own chunk; staff only).
  const loadExplainer = () => import('./explainer');
  const explain = () => {
    if (location.hash === '#popup-explain') void loadExplainer().then((m) => m.openExplainer(engine));
  };
  explain();
  window.addEventListener('hashchange', explain);
}
