import type { Timers } from '../menu-timing';
import { evaluateTiming, type ConditionName, type TimingSettings, type Verdict, type VisitorEnv } from './conditions';
import {
  countTimesShown,
  disablePopup,
  isDisabled,
  readConversions,
  readTimesShown,
  readVisits,
  recordVisit,
  rememberConversion,
  type ConversionKind,
  type PopupStores,
} from './counters';
import {
  arming,
  configuredTriggers,
  pendingReason,
  triggerLabels,
  unsupportedReason,
  type PageSignals,
  type TriggerName,
  type TriggerSettings,
  type Unsubscribe,
} from './triggers';

export {
  triggerLabels,
  triggerNames,
  type PageSignals,
  type TriggerName,
  type TriggerSettings,
  type Unsubscribe,
} from './triggers';

/** Focus moves into a shown popup after this many ms (spec §9). */
export const popupFocusDelay = 250;

export interface BehaviourSettings {
  avoid_multiple_popups: boolean;
  close_automatically: number;
  close_button_delay: number;
  prevent_close_on_background_click: boolean;
  prevent_close_on_esc_key: boolean;
  do_not_show_again: boolean;
  stop_after_conversion: boolean;
}

export type PopupEngineSettings = TimingSettings & TriggerSettings & BehaviourSettings;

export interface PopupDefinition {
  id: string;
  title: string;
  settings: PopupEngineSettings;
}

export interface PopupEnv extends VisitorEnv, PopupStores {
  timers: Timers;
  page: PageSignals;
}

export type OpenVia = TriggerName | 'manual';
export type CloseVia = 'button' | 'esc' | 'background' | 'auto' | 'action';

export type PopupEffect =
  | { type: 'open'; id: string; via: OpenVia }
  | { type: 'close'; id: string; via: CloseVia }
  | { type: 'show-close-button'; id: string }
  | { type: 'focus'; id: string };

export type GateName = ConditionName | 'do_not_show_again' | 'stop_after_conversion' | 'avoid_multiple_popups';
export interface ConditionExplanation {
  name: GateName;
  label: string;
  status: 'passed' | 'failed';
  reason: string;
}
export type TriggerStatus = 'pending' | 'fired' | 'destroyed' | 'unarmed' | 'unsupported' | 'ended';
export interface TriggerExplanation {
  name: TriggerName;
  label: string;
  status: TriggerStatus;
  reason: string;
}
export type PopupStatus = 'idle' | 'waiting' | 'manual-only' | 'blocked' | 'skipped' | 'open' | 'shown';
export interface PopupExplanation {
  id: string;
  title: string;
  status: PopupStatus;
  summary: string;
  conditions: ConditionExplanation[];
  triggers: TriggerExplanation[];
}

export const gateLabels: Record<GateName, string> = {
  do_not_show_again: 'לא להציג שוב',
  stop_after_conversion: 'הפסקה אחרי המרה',
  avoid_multiple_popups: 'מניעת חלונות מרובים',
  sources: 'מקור ההגעה',
  url: 'כתובת המפנה',
  logged_in: 'משתמשים מחוברים',
  devices: 'מכשירים',
  browsers: 'דפדפנים',
  page_views: 'צפיות בדפים',
  sessions: 'ביקורים',
  schedule: 'תזמון',
  times: 'מספר הצגות',
};

const conversionLabels: Record<ConversionKind, string> = {
  contact: 'יצירת קשר',
  chat: "פתיחת צ'אט",
  form: 'שליחת טופס',
};

interface TriggerRun {
  name: TriggerName;
  status: TriggerStatus;
  reason: string;
  stop: Unsubscribe;
}

interface PopupRun {
  def: PopupDefinition;
  status: PopupStatus;
  openedVia: OpenVia | null;
  /** The evaluation that decided the popup's fate; live evaluation is used while undecided. */
  checks: ConditionExplanation[] | null;
  triggers: TriggerRun[];
  openTimers: unknown[];
}

const toExplanation = (name: GateName, { passed, reason }: Verdict): ConditionExplanation => ({
  name,
  label: gateLabels[name],
  status: passed ? 'passed' : 'failed',
  reason,
});

const allPassed = (checks: ConditionExplanation[]) => checks.every((c) => c.status === 'passed');
const failedLabels = (checks: ConditionExplanation[]) =>
  checks
    .filter((c) => c.status === 'failed')
    .map((c) => c.label)
    .join(', ');

function summarise(run: PopupRun, checks: ConditionExplanation[]): string {
  switch (run.status) {
    case 'idle':
      return 'המנוע עוד לא התחיל לפעול בדף';
    case 'waiting':
      return 'כל התנאים מתקיימים; ממתין לטריגר';
    case 'manual-only':
      return 'כל התנאים מתקיימים, אך אין טריגר פעיל: החלון ייפתח רק מקישור או מלחיצה על הבורר';
    case 'blocked':
      return `לא יוצג בדף הזה. תנאים שלא התקיימו: ${failedLabels(checks)}`;
    case 'skipped':
      return `טריגר הופעל, אך החלון דולג. תנאים שלא התקיימו: ${failedLabels(checks)}`;
    case 'open':
      return `מוצג כעת (${run.openedVia === 'manual' || run.openedVia === null ? 'נפתח מקישור או מבורר' : triggerLabels[run.openedVia]})`;
    case 'shown':
      return 'הוצג ונסגר';
  }
}

/**
 * Site popups as a state machine (spec §4 "Popup", §5): a popup shows when every timing condition passes
 * and then any of its triggers fires, after which its other triggers are destroyed. It decides; the
 * runtime renders the effects. Clock, storage, visitor and page events are injected.
 */
export function createPopupEngine(
  popups: readonly PopupDefinition[],
  env: PopupEnv,
  emit: (effect: PopupEffect) => void,
) {
  const runs = new Map<string, PopupRun>(
    popups.map((def) => [
      def.id,
      {
        def,
        status: 'idle',
        openedVia: null,
        checks: null,
        openTimers: [],
        triggers: configuredTriggers(def.settings).map((name) => ({
          name,
          status: 'unarmed',
          reason: 'המנוע עוד לא התחיל לפעול',
          stop: () => undefined,
        })),
      },
    ]),
  );
  let started = false;
  let hasPopped = false;
  let visits = readVisits(env);

  const gateChecks = (run: PopupRun): ConditionExplanation[] => {
    const { id, settings } = run.def;
    const checks = [
      toExplanation(
        'do_not_show_again',
        isDisabled(env, id)
          ? { passed: false, reason: 'המבקר בחר "לא להציג שוב"' }
          : { passed: true, reason: 'המבקר לא ביקש להסתיר את החלון' },
      ),
    ];
    if (settings.stop_after_conversion) {
      const kinds = readConversions(env);
      checks.push(
        toExplanation(
          'stop_after_conversion',
          kinds.length > 0
            ? { passed: false, reason: `המבקר כבר המיר: ${kinds.map((k) => conversionLabels[k]).join(', ')}` }
            : { passed: true, reason: 'המבקר עוד לא המיר' },
        ),
      );
    }
    const timesShown = readTimesShown(env, id, settings.times_period);
    for (const result of evaluateTiming(settings, env, { ...visits, timesShown })) {
      checks.push(toExplanation(result.name, result));
    }
    if (settings.avoid_multiple_popups) {
      checks.push(
        toExplanation(
          'avoid_multiple_popups',
          hasPopped
            ? { passed: false, reason: 'חלון אחר כבר הוצג בדף הזה' }
            : { passed: true, reason: 'עוד לא הוצג חלון בדף הזה' },
        ),
      );
    }
    return checks;
  };

  const stopTrigger = (trigger: TriggerRun, status: TriggerStatus, reason: string) => {
    trigger.stop();
    trigger.stop = () => undefined;
    if (trigger.status !== 'pending') return;
    trigger.status = status;
    trigger.reason = reason;
  };

  const destroyTriggers = (run: PopupRun, reason: string) => {
    for (const trigger of run.triggers) stopTrigger(trigger, 'destroyed', reason);
  };

  const later = (run: PopupRun, fn: () => void, ms: number) => {
    run.openTimers.push(env.timers.set(fn, ms));
  };

  const clearOpenTimers = (run: PopupRun) => {
    for (const handle of run.openTimers) env.timers.clear(handle);
    run.openTimers = [];
  };

  const countIf = (run: PopupRun, moment: 'open' | 'close') => {
    const { id, settings } = run.def;
    if (settings.times && settings.times_count === moment) countTimesShown(env, id, settings.times_period);
  };

  const show = (run: PopupRun, via: OpenVia, checks: ConditionExplanation[]) => {
    const { id, settings } = run.def;
    destroyTriggers(run, 'בוטל: החלון נפתח מקישור או מבורר');
    run.status = 'open';
    run.openedVia = via;
    run.checks = checks;
    hasPopped = true;
    countIf(run, 'open');
    emit({ type: 'open', id, via });
    const showCloseButton = () => emit({ type: 'show-close-button', id });
    if (settings.close_button_delay > 0) later(run, showCloseButton, settings.close_button_delay * 1000);
    else showCloseButton();
    later(run, () => emit({ type: 'focus', id }), popupFocusDelay);
    if (settings.close_automatically > 0) {
      later(run, () => close(id, 'auto'), settings.close_automatically * 1000);
    }
  };

  const fire = (run: PopupRun, trigger: TriggerRun) => {
    if (run.status !== 'waiting' || trigger.status !== 'pending') return;
    trigger.status = 'fired';
    trigger.reason = 'הטריגר הופעל';
    destroyTriggers(run, `בוטל: הטריגר "${triggerLabels[trigger.name]}" הופעל קודם`);
    const checks = gateChecks(run);
    if (allPassed(checks)) return show(run, trigger.name, checks);
    run.status = 'skipped';
    run.checks = checks;
  };

  const armTrigger = (run: PopupRun, trigger: TriggerRun) => {
    const settings = run.def.settings;
    const unsupported = unsupportedReason(settings, trigger.name, env);
    if (unsupported !== null) {
      trigger.status = 'unsupported';
      trigger.reason = unsupported;
      return;
    }
    trigger.status = 'pending';
    trigger.reason = pendingReason(settings, trigger.name);
    const end = (reason: string) => stopTrigger(trigger, 'ended', reason);
    trigger.stop = arming[trigger.name](settings, env, () => fire(run, trigger), end);
  };

  const arm = (run: PopupRun) => {
    const checks = gateChecks(run);
    if (!allPassed(checks)) {
      run.status = 'blocked';
      run.checks = checks;
      for (const trigger of run.triggers) trigger.reason = 'לא הופעל: תנאי לא התקיים';
      return;
    }
    run.status = 'waiting';
    for (const trigger of run.triggers) armTrigger(run, trigger);
    if (!run.triggers.some((t) => t.status === 'pending')) run.status = 'manual-only';
  };

  function close(id: string, via: CloseVia = 'button', options: { doNotShowAgain?: boolean } = {}): boolean {
    const run = runs.get(id);
    if (!run || run.status !== 'open') return false;
    const settings = run.def.settings;
    if (via === 'esc' && settings.prevent_close_on_esc_key) return false;
    if (via === 'background' && settings.prevent_close_on_background_click) return false;
    clearOpenTimers(run);
    run.status = 'shown';
    countIf(run, 'close');
    // Closing by itself is not the visitor's choice, so it never hides the popup for good.
    const disable = options.doNotShowAgain ?? (via !== 'auto' && settings.do_not_show_again);
    if (disable) disablePopup(env, id);
    emit({ type: 'close', id, via });
    return true;
  }

  const isUndecided = (run: PopupRun) => ['idle', 'waiting', 'manual-only'].includes(run.status);

  return {
    /** Counts the visit when a popup needs it, then arms the triggers of every eligible popup. */
    start(): void {
      if (started) return;
      started = true;
      // Visits are stored only when a popup asks for them: no storage for visitors who need none.
      if (popups.some((p) => p.settings.page_views || p.settings.sessions)) visits = recordVisit(env);
      for (const run of runs.values()) if (run.status === 'idle') arm(run);
    },
    /** A `popup:open` URL action or an `open_selector` click: the visitor asked, so conditions do not apply. */
    open(id: string): boolean {
      const run = runs.get(id);
      if (!run || run.status === 'open') return false;
      show(run, 'manual', gateChecks(run));
      return true;
    },
    /**
     * Closes an open popup. Escape and background clicks respect their prevent settings. The
     * do-not-show-again flag follows `options`, else the popup's `do_not_show_again` setting.
     */
    close,
    /** A contact click, chat open or sent form: popups set to stop after conversion stop here and later. */
    markConverted(kind: ConversionKind): void {
      rememberConversion(env, kind);
      for (const run of runs.values()) {
        if (!run.def.settings.stop_after_conversion || !isUndecided(run) || run.status === 'idle') continue;
        destroyTriggers(run, 'בוטל: המבקר המיר');
        run.status = 'blocked';
        run.checks = gateChecks(run);
      }
    },
    isOpen: (id: string) => runs.get(id)?.status === 'open',
    /** For the editors' panel: every popup with each condition and trigger, and why. */
    explain(): PopupExplanation[] {
      return [...runs.values()].map((run) => {
        const checks = isUndecided(run) || run.checks === null ? gateChecks(run) : run.checks;
        return {
          id: run.def.id,
          title: run.def.title,
          status: run.status,
          summary: summarise(run, checks),
          conditions: checks,
          triggers: run.triggers.map(({ name, status, reason }) => ({
            name,
            label: triggerLabels[name],
            status,
            reason,
          })),
        };
      });
    },
    /** Detaches every listener and clears every timer. */
    destroy(): void {
      for (const run of runs.values()) {
        destroyTriggers(run, 'בוטל: המנוע נעצר');
        clearOpenTimers(run);
      }
    },
  };
}

export type PopupEngine = ReturnType<typeof createPopupEngine>;
