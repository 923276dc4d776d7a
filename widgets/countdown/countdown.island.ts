import {
  countdownUnits,
  evergreenEnd,
  pad,
  remaining,
  type CountdownUnit,
  type EvergreenStore,
} from '../../engines/countdown';
import { isSafeUrl } from '../../engines/safe-url';
import { countdownEndedText } from './countdown-text';

/**
 * Ticks a server-rendered countdown once a second, on the second, and plays its end: hide the timer, show
 * the message, or go to the address. The end is announced once (a polite status) and only when it comes
 * during the visit; a countdown that had ended before the page loaded is shown ended, silently.
 */
export function init(root: HTMLElement): void {
  if (root.dataset.countdownReady) return;
  root.dataset.countdownReady = 'yes';
  const timer = root.querySelector<HTMLElement>('.w-countdown__timer');
  if (!timer) return;
  const digits = new Map<CountdownUnit, HTMLElement>();
  for (const item of root.querySelectorAll<HTMLElement>('[data-unit]')) {
    const unit = item.dataset.unit as CountdownUnit;
    const el = item.querySelector<HTMLElement>('.w-countdown__digits');
    if (countdownUnits.includes(unit) && el) digits.set(unit, el);
  }
  const length = Number(root.dataset.countdownLength);
  const end =
    root.dataset.countdownKey && Number.isFinite(length)
      ? evergreenEnd(storage(), root.dataset.countdownKey, Date.now(), length)
      : Number(root.dataset.countdownEnd);
  if (!Number.isFinite(end)) return;
  const units = [...digits.keys()];
  const runningAtLoad = end > Date.now();

  const tick = () => {
    const now = Date.now();
    const { values, done } = remaining(end, now, units);
    for (const [unit, el] of digits) {
      const text = pad(values[unit] ?? 0);
      if (el.textContent !== text) el.textContent = text;
    }
    if (done) return finish();
    window.setTimeout(tick, (end - now) % 1000 || 1000);
  };

  const finish = () => {
    const action = root.dataset.countdownAction;
    const message = root.querySelector<HTMLElement>('.w-countdown__message');
    if (action === 'hide' || action === 'message') timer.hidden = true;
    if (action === 'message' && message) message.hidden = false;
    const url = root.dataset.countdownUrl;
    if (action === 'redirect' && url && isSafeUrl(url)) {
      window.location.assign(url);
      return;
    }
    const status = root.querySelector<HTMLElement>('[data-countdown-status]');
    if (runningAtLoad && status)
      status.textContent = [countdownEndedText, action === 'message' ? message?.textContent : '']
        .filter(Boolean)
        .join(' ');
  };

  tick();
}

/** localStorage, or nothing kept when the browser refuses it (the countdown then starts at each view). */
function storage(): EvergreenStore {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => {} };
  }
}
