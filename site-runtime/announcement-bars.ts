import { timeLeftText } from '../engines/announcement/bar-runtime';
import { createExpiringStore } from '../engines/expiring-store';

/**
 * The announcement bars' browser side: close (remembered for the bar's days, or for this visit), the time
 * left kept current (a cached page may be older than its countdown), and a bottom bar's height handed to
 * the floating buttons (chat, accessibility) so they sit above it. Close buttons are wired by the site
 * runtime's loader (site-runtime/index.ts), which fetches this code on the first press.
 */
export function initAnnouncementBars(): void {
  for (const bar of document.querySelectorAll<HTMLElement>('[data-bar]')) {
    if (bar.dataset.barReady) continue;
    bar.dataset.barReady = 'yes';
    keepTimeCurrent(bar);
    if (bar.classList.contains('announcement--bottom')) shareHeight(bar);
  }
}

export function closeBar(bar: HTMLElement): void {
  if (!bar.isConnected) return;
  const key = bar.dataset.barKey;
  const seconds = Number(bar.dataset.barSeconds);
  if (key) {
    const forDays = Number.isFinite(seconds) && seconds > 0;
    createExpiringStore(forDays ? localStorage : sessionStorage, Date.now).set(key, 1, forDays ? seconds : undefined);
  }
  remove(bar);
  // The button that had focus is gone: the visitor goes on from the page's content, not from nowhere.
  document.getElementById('main')?.focus({ preventScroll: true });
}

function remove(bar: HTMLElement): void {
  bar.remove();
  if (bar.classList.contains('announcement--bottom'))
    document.documentElement.style.removeProperty('--arig-bottom-bar-h');
}

function keepTimeCurrent(bar: HTMLElement): void {
  const time = bar.querySelector<HTMLTimeElement>('[data-bar-until]');
  const until = time ? Date.parse(time.dateTime) : NaN;
  if (!time || Number.isNaN(until)) return;
  const tick = () => {
    const now = Date.now();
    if (until <= now) {
      window.clearInterval(timer);
      remove(bar);
      return;
    }
    const text = timeLeftText(until, now);
    if (time.textContent !== text) time.textContent = text;
  };
  // Minutes are its finest unit: twice a minute keeps it true without waking the page every second.
  const timer = window.setInterval(tick, 30_000);
  tick();
}

function shareHeight(bar: HTMLElement): void {
  const root = document.documentElement;
  const set = () => {
    if (bar.isConnected) root.style.setProperty('--arig-bottom-bar-h', `${bar.offsetHeight}px`);
  };
  new ResizeObserver(set).observe(bar);
  set();
}
