import { describe, expect, it } from 'vitest';
import type { PopupEngineSettings } from './machine';
import { popupKeys } from './counters';
import { explainPopups } from './explain';
import { load, newBrowser, popup, started } from './machine-harness';

/** Opening and closing a popup, by its rules, URL actions and open_selector; the explainer's view; destroy. */
describe('closing', () => {
  const openPopup = (overrides: Partial<PopupEngineSettings> = {}) => {
    const loaded = started([popup('p', { page_load: true, ...overrides })]);
    loaded.advance(0);
    return loaded;
  };

  it('closes with the close button and emits the close effect', () => {
    const { engine, effects } = openPopup();
    expect(engine.close('p')).toBe(true);
    expect(effects.at(-1)).toEqual({ type: 'close', id: 'p', via: 'button' });
    expect(engine.isOpen('p')).toBe(false);
    expect(engine.close('p')).toBe(false);
  });

  it('closes on Escape and background click unless prevented', () => {
    const free = openPopup();
    expect(free.engine.close('p', 'esc')).toBe(true);
    const free2 = openPopup();
    expect(free2.engine.close('p', 'background')).toBe(true);
    const locked = openPopup({ prevent_close_on_esc_key: true, prevent_close_on_background_click: true });
    expect(locked.engine.close('p', 'esc')).toBe(false);
    expect(locked.engine.close('p', 'background')).toBe(false);
    expect(locked.engine.isOpen('p')).toBe(true);
    expect(locked.engine.close('p', 'button')).toBe(true);
  });

  it('closes by itself after close_automatically seconds', () => {
    const { advance, effects } = openPopup({ close_automatically: 8 });
    advance(7999);
    expect(effects.some((e) => e.type === 'close')).toBe(false);
    advance(1);
    expect(effects.at(-1)).toEqual({ type: 'close', id: 'p', via: 'auto' });
  });

  it('cancels the automatic close and the focus move when closed earlier', () => {
    const { engine, advance, effects, liveTimers } = openPopup({ close_automatically: 8 });
    engine.close('p');
    expect(liveTimers()).toBe(0);
    advance(10_000);
    expect(effects.map((e) => e.type)).toEqual(['open', 'show-close-button', 'close']);
  });

  it('shows the close button after close_button_delay seconds', () => {
    const { advance, effects } = openPopup({ close_button_delay: 3 });
    expect(effects.map((e) => e.type)).toEqual(['open']);
    advance(2999);
    expect(effects.some((e) => e.type === 'show-close-button')).toBe(false);
    advance(1);
    expect(effects.at(-1)).toEqual({ type: 'show-close-button', id: 'p' });
  });

  it('ignores unknown popups', () => {
    const { engine } = openPopup();
    expect(engine.close('nope')).toBe(false);
    expect(engine.open('nope')).toBe(false);
  });
});

describe('opening by URL action or open_selector', () => {
  it('opens at once, whatever the conditions, and destroys the popup’s own triggers', () => {
    const { engine, effects, listeners, trigger, explainOf } = started([
      popup('p', { click: true, devices: true, devices_devices: ['mobile'] }),
      popup('q', { click: true }),
    ]);
    expect(engine.open('p')).toBe(true);
    expect(effects[0]).toEqual({ type: 'open', id: 'p', via: 'manual' });
    expect(listeners()).toBe(1);
    expect(explainOf('p').summary).toBe('מוצג כעת (נפתח מקישור או מבורר)');
    expect(trigger('q', 'click')?.status).toBe('pending');
  });

  it('does not open twice, but reopens after closing', () => {
    const { engine, opened } = started([popup('p')]);
    engine.open('p');
    expect(engine.open('p')).toBe(false);
    engine.close('p');
    expect(engine.open('p')).toBe(true);
    expect(opened()).toEqual(['p', 'p']);
  });

  it('destroys a pending trigger so the popup does not pop again later', () => {
    const { engine, advance, opened, trigger } = started([popup('p', { page_load: true, page_load_delay: 5 })]);
    engine.open('p');
    engine.close('p');
    advance(10_000);
    expect(opened()).toEqual(['p']);
    expect(trigger('p', 'page_load')).toMatchObject({
      status: 'destroyed',
      reason: 'בוטל: החלון נפתח מקישור או מבורר',
    });
  });

  it('counts the show toward the times limit', () => {
    const browser = newBrowser();
    const settings = { page_load: true, times: true, times_times: 1 } as const;
    started([popup('p', settings)], { browser }).engine.open('p');
    const next = started([popup('p', settings)], { browser });
    next.advance(0);
    expect(next.opened()).toEqual([]);
  });
});

describe('explainer', () => {
  it('reports idle before start, then waiting with pending triggers', () => {
    const page = load([popup('p', { page_load: true, page_load_delay: 5 })]);
    expect(page.explainOf('p')).toMatchObject({ status: 'idle', title: 'חלון p' });
    page.engine.start();
    expect(page.explainOf('p')).toEqual({
      id: 'p',
      title: 'חלון p',
      status: 'waiting',
      summary: 'כל התנאים מתקיימים; ממתין לטריגר',
      conditions: [
        { name: 'do_not_show_again', label: 'לא להציג שוב', status: 'passed', reason: 'המבקר לא ביקש להסתיר את החלון' },
      ],
      triggers: [{ name: 'page_load', label: 'בטעינת הדף', status: 'pending', reason: 'ייפתח 5 שניות אחרי טעינת הדף' }],
    });
  });

  it('describes each pending trigger in Hebrew', () => {
    const { engine } = started([
      popup('p', {
        scrolling: true,
        scrolling_offset: 40,
        scrolling_to: true,
        scrolling_to_selector: '#form',
        inactivity: true,
        inactivity_time: 20,
        exit_intent: true,
        adblock_detection: true,
        adblock_detection_delay: 2,
      }),
      popup('up', { scrolling: true, scrolling_direction: 'up' }),
    ]);
    const [first, second] = explainPopups(engine.inspect());
    expect(first?.triggers.map((t) => t.reason)).toEqual([
      'ממתין לגלילה של 40% מהדף',
      'ממתין שהרכיב #form ייראה במסך',
      'ממתין ל-20 שניות בלי פעילות',
      'ממתין שהסמן ייצא מראש החלון',
      'יבדוק חוסם פרסומות אחרי 2 שניות',
    ]);
    expect(second?.triggers[0]?.reason).toBe('ממתין לגלילה למעלה');
  });

  it('marks a popup without triggers as opening only by link or selector', () => {
    const { explainOf } = started([popup('p')]);
    expect(explainOf('p')).toMatchObject({ status: 'manual-only', triggers: [] });
    expect(explainOf('p').summary).toContain('ייפתח רק מקישור');
  });

  it('keeps the evaluation that decided a shown popup', () => {
    const { advance, engine, explainOf } = started([popup('p', { page_load: true, times: true, times_times: 1 })]);
    advance(0);
    engine.close('p');
    expect(explainOf('p')).toMatchObject({ status: 'shown', summary: 'הוצג ונסגר' });
    expect(explainOf('p').conditions.find((c) => c.name === 'times')?.status).toBe('passed');
  });

  it('evaluates a waiting popup live, so a later change shows up', () => {
    const browser = newBrowser();
    const page = started([popup('p', { click: true, do_not_show_again: true })], { browser });
    browser.local.data.set(popupKeys.disabled('p'), JSON.stringify({ v: true }));
    expect(page.condition('p', 'do_not_show_again')?.status).toBe('failed');
    page.page.click.emit();
    expect(page.opened()).toEqual([]);
    expect(page.explainOf('p').status).toBe('skipped');
  });
});

describe('destroy', () => {
  it('detaches every listener and clears every timer, open popups included', () => {
    const { engine, advance, listeners, liveTimers, effects } = started([
      popup('a', { page_load: true }),
      popup('b', { click: true, inactivity: true, exit_intent: true, close_automatically: 5 }),
    ]);
    advance(0);
    engine.destroy();
    expect(listeners()).toBe(0);
    expect(liveTimers()).toBe(0);
    const count = effects.length;
    advance(60_000);
    expect(effects).toHaveLength(count);
  });
});
