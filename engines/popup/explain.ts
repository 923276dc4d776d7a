/**
 * The editors' explainer in words: the engine's inspection (reason codes) turned into Hebrew labels,
 * sentences and a one-line summary per popup. Loaded only with the explainer panel.
 */
import type { GateName, PopupInspection, PopupStatus, TriggerName, TriggerStatus } from './machine';
import { describeReason, describeStatus, gateLabels, triggerLabels, type Reason } from './reasons';
import type { TriggerSettings } from './triggers';

export interface ConditionExplanation {
  name: GateName;
  label: string;
  status: 'passed' | 'failed';
  reason: string;
}
export interface TriggerExplanation {
  name: TriggerName;
  label: string;
  status: TriggerStatus;
  reason: string;
}
export interface PopupExplanation {
  id: string;
  title: string;
  status: PopupStatus;
  summary: string;
  conditions: ConditionExplanation[];
  triggers: TriggerExplanation[];
}

/** What an armed trigger waits for (the engine records only that it is armed). */
function pendingReason(s: TriggerSettings, name: TriggerName): Reason {
  switch (name) {
    case 'page_load':
      return ['wait-load', s.page_load_delay];
    case 'scrolling':
      return s.scrolling_direction === 'down' ? ['wait-scroll-down', s.scrolling_offset] : ['wait-scroll-up'];
    case 'scrolling_to':
      return ['wait-element', s.scrolling_to_selector];
    case 'click':
      return ['wait-clicks', s.click_times];
    case 'inactivity':
      return ['wait-idle', s.inactivity_time];
    case 'exit_intent':
      return ['wait-exit'];
    case 'adblock_detection':
      return ['wait-adblock', s.adblock_detection_delay];
  }
}

export function explainPopups(inspection: readonly PopupInspection[]): PopupExplanation[] {
  return inspection.map((popup) => ({
    id: popup.id,
    title: popup.title,
    status: popup.status,
    summary: describeStatus(
      popup.status,
      popup.conditions.filter((c) => !c.passed).map((c) => c.name),
      popup.openedVia,
    ),
    conditions: popup.conditions.map((c) => ({
      name: c.name,
      label: gateLabels[c.name],
      status: c.passed ? 'passed' : 'failed',
      reason: describeReason(c.reason),
    })),
    triggers: popup.triggers.map((t) => ({
      name: t.name,
      label: triggerLabels[t.name],
      status: t.status,
      reason: describeReason(t.reason[0] === 'armed' ? pendingReason(popup.settings, t.name) : t.reason),
    })),
  }));
}
