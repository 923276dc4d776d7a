import { describe, expect, it } from 'vitest';
import { popupFocusDelay, type PopupEngineSettings } from './machine';
import { flushMicrotasks, popup, started } from './machine-harness';

/** The popup engine's triggers: each kind arms, fires and cleans up; the first to fire wins. */
describe('page load trigger', () => {
  it('opens page_load_delay seconds after start, not before', () => {
    const { advance, opened, effects } = started([popup('p', { page_load: true, page_load_delay: 5 })]);
    advance(4999);
    expect(opened()).toEqual([]);
    advance(1);
    expect(effects.slice(0, 2)).toEqual([
      { type: 'open', id: 'p', via: 'page_load' },
      { type: 'show-close-button', id: 'p' },
    ]);
  });

  it('opens on the next tick with no delay', () => {
    const { advance, opened } = started([popup('p', { page_load: true })]);
    expect(opened()).toEqual([]);
    advance(0);
    expect(opened()).toEqual(['p']);
  });

  it('moves focus into the popup 250 ms after it shows', () => {
    const { advance, effects } = started([popup('p', { page_load: true })]);
    advance(0);
    advance(popupFocusDelay - 1);
    expect(effects.map((e) => e.type)).toEqual(['open', 'show-close-button']);
    advance(1);
    expect(effects.at(-1)).toEqual({ type: 'focus', id: 'p' });
  });
});

describe('scroll triggers', () => {
  it('opens once the visitor scrolls down past scrolling_offset percent', () => {
    const { page, opened } = started([popup('p', { scrolling: true, scrolling_offset: 50 })]);
    page.scroll.emit(20);
    page.scroll.emit(49);
    expect(opened()).toEqual([]);
    page.scroll.emit(50);
    expect(opened()).toEqual(['p']);
  });

  it('with direction up, opens on the first upward scroll', () => {
    const { page, opened, effects } = started([popup('p', { scrolling: true, scrolling_direction: 'up' })]);
    page.scroll.emit(10);
    page.scroll.emit(60);
    page.scroll.emit(60);
    expect(opened()).toEqual([]);
    page.scroll.emit(55);
    expect(effects[0]).toEqual({ type: 'open', id: 'p', via: 'scrolling' });
  });

  it('opens when the chosen element is reached, and only that one', () => {
    const { page, opened } = started([popup('p', { scrolling_to: true, scrolling_to_selector: '#contact' })]);
    page.reached.emit('#footer');
    expect(opened()).toEqual([]);
    page.reached.emit('#contact');
    expect(opened()).toEqual(['p']);
  });

  it('does not arm scroll-to-element without a selector', () => {
    const { listeners, trigger } = started([popup('p', { scrolling_to: true, scrolling_to_selector: ' ' })]);
    expect(listeners()).toBe(0);
    expect(trigger('p', 'scrolling_to')).toMatchObject({ status: 'unsupported', reason: 'לא הוגדר בורר לרכיב' });
  });
});

describe('click, inactivity, exit intent and adblock triggers', () => {
  it('opens on the click_times-th click on the page', () => {
    const { page, opened } = started([popup('p', { click: true, click_times: 3 })]);
    page.click.emit();
    page.click.emit();
    expect(opened()).toEqual([]);
    page.click.emit();
    expect(opened()).toEqual(['p']);
  });

  it('opens after inactivity_time seconds without activity, each activity restarting the wait', () => {
    const { page, advance, opened } = started([popup('p', { inactivity: true, inactivity_time: 30 })]);
    advance(29_000);
    page.activity.emit();
    advance(29_999);
    expect(opened()).toEqual([]);
    advance(1);
    expect(opened()).toEqual(['p']);
  });

  it('opens on desktop when the pointer leaves through the top, not the sides', () => {
    const { page, opened, effects } = started([popup('p', { exit_intent: true })]);
    page.leave.emit(300);
    expect(opened()).toEqual([]);
    page.leave.emit(0);
    expect(effects[0]).toEqual({ type: 'open', id: 'p', via: 'exit_intent' });
  });

  it('never arms exit intent off desktop', () => {
    for (const device of ['mobile', 'tablet'] as const) {
      const { page, opened, listeners, trigger, explainOf } = started([popup('p', { exit_intent: true })], {
        visitor: { device },
      });
      expect(listeners()).toBe(0);
      page.leave.emit(-5);
      expect(opened()).toEqual([]);
      expect(trigger('p', 'exit_intent')).toMatchObject({ status: 'unsupported' });
      expect(explainOf('p').status).toBe('manual-only');
    }
  });

  it('checks for an ad blocker after adblock_detection_delay and opens when one is found', () => {
    const { advance, opened, adblockChecks } = started(
      [popup('p', { adblock_detection: true, adblock_detection_delay: 3 })],
      { adblock: () => true },
    );
    advance(2999);
    expect(adblockChecks()).toBe(0);
    advance(1);
    expect(adblockChecks()).toBe(1);
    expect(opened()).toEqual(['p']);
  });

  it('waits for an asynchronous ad-blocker check', async () => {
    const { advance, opened } = started([popup('p', { adblock_detection: true, adblock_detection_delay: 1 })], {
      adblock: () => Promise.resolve(true),
    });
    advance(1000);
    expect(opened()).toEqual([]);
    await flushMicrotasks();
    expect(opened()).toEqual(['p']);
  });

  it('ends the adblock trigger quietly when none is found or the check fails', async () => {
    const none = started([popup('p', { adblock_detection: true })], { adblock: () => false });
    none.advance(0);
    expect(none.opened()).toEqual([]);
    expect(none.trigger('p', 'adblock_detection')).toEqual({
      name: 'adblock_detection',
      label: 'בזיהוי חוסם פרסומות',
      status: 'ended',
      reason: 'לא זוהה חוסם פרסומות',
    });
    const failing = started([popup('p', { adblock_detection: true })], {
      adblock: () => Promise.reject(new Error('blocked')),
    });
    failing.advance(0);
    await flushMicrotasks();
    expect(failing.opened()).toEqual([]);
    expect(failing.trigger('p', 'adblock_detection')?.status).toBe('ended');
  });

  it('ignores an ad-blocker answer that arrives after another trigger won', async () => {
    let answer: (found: boolean) => void = () => undefined;
    const { advance, page, effects } = started([popup('p', { adblock_detection: true, click: true })], {
      adblock: () => new Promise<boolean>((resolve) => (answer = resolve)),
    });
    advance(0);
    page.click.emit();
    answer(true);
    await flushMicrotasks();
    expect(effects.filter((e) => e.type === 'open')).toEqual([{ type: 'open', id: 'p', via: 'click' }]);
  });
});

describe('the first trigger wins', () => {
  const everyTrigger: Partial<PopupEngineSettings> = {
    page_load: true,
    page_load_delay: 60,
    scrolling: true,
    scrolling_to: true,
    scrolling_to_selector: '#end',
    click: true,
    inactivity: true,
    exit_intent: true,
    adblock_detection: true,
    adblock_detection_delay: 60,
  };

  it('arms every configured trigger', () => {
    const { listeners, liveTimers } = started([popup('p', everyTrigger)]);
    expect(listeners()).toBe(5);
    expect(liveTimers()).toBe(3);
  });

  it('destroys the others: listeners detached and timers cleared', () => {
    const { page, advance, listeners, liveTimers, opened, adblockChecks } = started([popup('p', everyTrigger)], {
      adblock: () => true,
    });
    page.click.emit();
    expect(opened()).toEqual(['p']);
    expect(listeners()).toBe(0);
    advance(popupFocusDelay);
    expect(liveTimers()).toBe(0);
    page.scroll.emit(100);
    page.leave.emit(0);
    advance(120_000);
    expect(opened()).toEqual(['p']);
    expect(adblockChecks()).toBe(0);
  });

  it('explains which trigger fired and why the others stopped', () => {
    const { page, trigger, explainOf } = started([popup('p', everyTrigger)]);
    expect(trigger('p', 'click')).toMatchObject({ status: 'pending', reason: 'ממתין ל-1 לחיצות בדף' });
    page.click.emit();
    expect(trigger('p', 'click')).toEqual({
      name: 'click',
      label: 'בלחיצות',
      status: 'fired',
      reason: 'הטריגר הופעל',
    });
    expect(trigger('p', 'page_load')).toMatchObject({
      status: 'destroyed',
      reason: 'בוטל: הטריגר "בלחיצות" הופעל קודם',
    });
    expect(explainOf('p')).toMatchObject({ status: 'open', summary: 'מוצג כעת (בלחיצות)' });
  });

  it('keeps popups independent of each other', () => {
    const { page, opened, listeners } = started([
      popup('a', { click: true }),
      popup('b', { scrolling: true, scrolling_offset: 10 }),
    ]);
    page.click.emit();
    expect(opened()).toEqual(['a']);
    expect(listeners()).toBe(1);
    page.scroll.emit(10);
    expect(opened()).toEqual(['a', 'b']);
  });
});
