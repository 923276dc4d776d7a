// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { init } from './countdown.island';

const markup = (data: string) => `<div id="c" ${data} data-countdown-action="message">
  <div class="w-countdown__timer" role="timer">
    <div data-unit="minutes"><span class="w-countdown__digits">99</span></div>
    <div data-unit="seconds"><span class="w-countdown__digits">99</span></div>
  </div>
  <p class="w-countdown__message" hidden>נגמר</p>
  <p role="status" data-countdown-status></p>
</div>`;

const root = () => document.getElementById('c')!;
const shown = () => [...root().querySelectorAll('.w-countdown__digits')].map((el) => el.textContent).join(':');
const status = () => root().querySelector('[data-countdown-status]')!.textContent;
const t0 = Date.UTC(2027, 0, 1, 12, 0, 0);

describe('countdown island', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(t0);
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('corrects the rendered value at once, ticks each second, and at the end shows the message and says so once', () => {
    document.body.innerHTML = markup(`data-countdown-end="${t0 + 62_000}"`);
    init(root());
    expect(shown()).toBe('01:02');
    vi.advanceTimersByTime(1000);
    expect(shown()).toBe('01:01');
    vi.advanceTimersByTime(61_000);
    expect(shown()).toBe('00:00');
    expect(root().querySelector<HTMLElement>('.w-countdown__timer')!.hidden).toBe(true);
    expect(root().querySelector<HTMLElement>('.w-countdown__message')!.hidden).toBe(false);
    expect(status()).toBe('הספירה לאחור הסתיימה. נגמר');
    vi.advanceTimersByTime(10_000);
    expect(status()).toBe('הספירה לאחור הסתיימה. נגמר');
  });

  it('a countdown that ended before the page loaded is shown ended, without an announcement', () => {
    document.body.innerHTML = markup(`data-countdown-end="${t0 - 5000}"`);
    init(root());
    expect(shown()).toBe('00:00');
    expect(root().querySelector<HTMLElement>('.w-countdown__message')!.hidden).toBe(false);
    expect(status()).toBe('');
  });

  it('an evergreen countdown runs from the first view, kept across page loads', () => {
    document.body.innerHTML = markup('data-countdown-key="k1" data-countdown-length="600000"');
    init(root());
    expect(shown()).toBe('10:00');
    vi.advanceTimersByTime(125_000);
    // A later page view: the same countdown, 2:05 later.
    document.body.innerHTML = markup('data-countdown-key="k1" data-countdown-length="600000"');
    init(root());
    expect(shown()).toBe('07:55');
  });
});
