import type { Timers } from '../menu-timing';
import type { Reason } from './reasons';
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
  unsupportedReason,
  type PageSignals,
  type TriggerName,
  type TriggerSettings,
  type Unsubscribe,
} from './triggers';

export { triggerNames, type PageSignals, type TriggerName, type TriggerSettings, type Unsubscribe } from './triggers';

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
/** A condition as the engine decided it; engines/popup/explain.ts words it for the editors' panel. */
export interface GateCheck {
  name: GateName;
  passed: boolean;
  reason: Reason;
}
export type TriggerStatus = 'pending' | 'fired' | 'destroyed' | 'unarmed' | 'unsupported' | 'ended';
export interface TriggerState {
  name: TriggerName;
  status: TriggerStatus;
  reason: Reason;
}
export type PopupStatus = 'idle' | 'waiting' | 'manual-only' | 'blocked' | 'skipped' | 'open' | 'shown';
/** Every popup of the page with each condition and trigger, and why: what the explainer shows. */
export interface PopupInspection {
  id: string;
  title: string;
  /** The explainer words a pending trigger's wait from these (explain.ts). */
  settings: PopupEngineSettings;
  status: PopupStatus;
  openedVia: OpenVia | null;
  conditions: GateCheck[];
  triggers: TriggerState[];
}

interface TriggerRun extends TriggerState {
  stop: Unsubscribe;
}

interface PopupRun {
  def: PopupDefinition;
  status: PopupStatus;
  openedVia: OpenVia | null;
  /** The evaluation that decided the popup's fate; live evaluation is used while undecided. */
  checks: GateCheck[] | null;
  triggers: TriggerRun[];
  openTimers: unknown[];
}

const gate = (name: GateName, { passed, reason }: Verdict): GateCheck => ({ name, passed, reason });
const pass = (...reason: Reason): Verdict => ({ passed: true, reason });
const fail = (...reason: Reason): Verdict => ({ passed: false, reason });

const allPassed = (checks: GateCheck[]) => checks.every((c) => c.passed);

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
          reason: ['not-started'],
          stop: () => undefined,
        })),
      },
    ]),
  );
  let started = false;
  let hasPopped = false;
  let visits = readVisits(env);

  const gateChecks = (run: PopupRun): GateCheck[] => {
    const { id, settings } = run.def;
    const checks = [gate('do_not_show_again', isDisabled(env, id) ? fail('disabled') : pass('not-disabled'))];
    if (settings.stop_after_conversion) {
      const kinds = readConversions(env);
      checks.push(
        gate('stop_after_conversion', kinds.length > 0 ? fail('converted', ...kinds) : pass('not-converted')),
      );
    }
    const timesShown = readTimesShown(env, id, settings.times_period);
    for (const result of evaluateTiming(settings, env, { ...visits, timesShown })) {
      checks.push(gate(result.name, result));
    }
    if (settings.avoid_multiple_popups) {
      checks.push(gate('avoid_multiple_popups', hasPopped ? fail('other-popped') : pass('none-popped')));
    }
    return checks;
  };

  const stopTrigger = (trigger: TriggerRun, status: TriggerStatus, reason: Reason) => {
    trigger.stop();
    trigger.stop = () => undefined;
    if (trigger.status !== 'pending') return;
    trigger.status = status;
    trigger.reason = reason;
  };

  const destroyTriggers = (run: PopupRun, reason: Reason) => {
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

  const show = (run: PopupRun, via: OpenVia, checks: GateCheck[]) => {
    const { id, settings } = run.def;
    destroyTriggers(run, ['opened-manually']);
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
    trigger.reason = ['fired'];
    destroyTriggers(run, ['beaten-by', trigger.name]);
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
    trigger.reason = ['armed'];
    const end = (reason: Reason) => stopTrigger(trigger, 'ended', reason);
    trigger.stop = arming[trigger.name](settings, env, () => fire(run, trigger), end);
  };

  const arm = (run: PopupRun) => {
    const checks = gateChecks(run);
    if (!allPassed(checks)) {
      run.status = 'blocked';
      run.checks = checks;
      for (const trigger of run.triggers) trigger.reason = ['condition-failed'];
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
        destroyTriggers(run, ['visitor-converted']);
        run.status = 'blocked';
        run.checks = gateChecks(run);
      }
    },
    isOpen: (id: string) => runs.get(id)?.status === 'open',
    /** For the editors' panel: every popup with each condition and trigger, and why (as reason codes). */
    inspect(): PopupInspection[] {
      return [...runs.values()].map((run) => ({
        id: run.def.id,
        title: run.def.title,
        settings: run.def.settings,
        status: run.status,
        openedVia: run.openedVia,
        conditions: isUndecided(run) || run.checks === null ? gateChecks(run) : run.checks,
        triggers: run.triggers.map(({ name, status, reason }) => ({ name, status, reason })),
      }));
    },
    /** Detaches every listener and clears every timer. */
    destroy(): void {
      for (const run of runs.values()) {
        destroyTriggers(run, ['stopped']);
        clearOpenTimers(run);
      }
    },
  };
}

export type PopupEngine = ReturnType<typeof createPopupEngine>;
