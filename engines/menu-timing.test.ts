import { describe, expect, it } from 'vitest';
import { createHoverIntent, nextIndex } from './menu-timing';
import { fakeTimers } from './testing/fake-timers';

function setup() {
  const clock = fakeTimers();
  const events: string[] = [];
  const intent = createHoverIntent({
    timers: clock.timers,
    onOpen: () => events.push('open'),
    onClose: () => events.push('close'),
  });
  return { ...clock, events, intent };
}

describe('submenu hover intent', () => {
  it('opens 250 ms after the pointer arrives, not at 249 ms', () => {
    const { intent, advance, events } = setup();
    intent.enter();
    advance(249);
    expect(events).toEqual([]);
    advance(1);
    expect(events).toEqual(['open']);
  });

  it('does not open when the pointer leaves before 250 ms', () => {
    const { intent, advance, events } = setup();
    intent.enter();
    advance(200);
    intent.leave();
    advance(1000);
    expect(events).toEqual([]);
  });

  it('closes 500 ms after the pointer leaves, not at 499 ms', () => {
    const { intent, advance, events } = setup();
    intent.enter();
    advance(250);
    intent.leave();
    advance(499);
    expect(events).toEqual(['open']);
    advance(1);
    expect(events).toEqual(['open', 'close']);
  });

  it('stays open when the pointer comes back within 500 ms', () => {
    const { intent, advance, events } = setup();
    intent.enter();
    advance(250);
    intent.leave();
    advance(400);
    intent.enter();
    advance(2000);
    expect(events).toEqual(['open']);
    expect(intent.isOpen()).toBe(true);
  });

  it('opens and closes at once for clicks and keys, cancelling any pending timer', () => {
    const { intent, advance, events } = setup();
    intent.enter();
    intent.openNow();
    advance(1000);
    intent.closeNow();
    expect(events).toEqual(['open', 'close']);
  });
});

describe('arrow-key navigation', () => {
  it('moves forward with ArrowLeft in right-to-left rows and ArrowRight in left-to-right rows', () => {
    expect(nextIndex(0, 4, 'ArrowLeft', 'horizontal', 'rtl')).toBe(1);
    expect(nextIndex(0, 4, 'ArrowRight', 'horizontal', 'rtl')).toBe(3);
    expect(nextIndex(0, 4, 'ArrowRight', 'horizontal', 'ltr')).toBe(1);
    expect(nextIndex(0, 4, 'ArrowLeft', 'horizontal', 'ltr')).toBe(3);
  });

  it('moves down and up a vertical submenu whatever the direction, wrapping at the ends', () => {
    expect(nextIndex(3, 4, 'ArrowDown', 'vertical', 'rtl')).toBe(0);
    expect(nextIndex(0, 4, 'ArrowUp', 'vertical', 'rtl')).toBe(3);
    expect(nextIndex(1, 4, 'ArrowLeft', 'vertical', 'rtl')).toBeNull();
  });

  it('jumps to the first and last item with Home and End, and ignores other keys', () => {
    expect(nextIndex(2, 5, 'Home', 'horizontal', 'rtl')).toBe(0);
    expect(nextIndex(2, 5, 'End', 'vertical', 'ltr')).toBe(4);
    expect(nextIndex(2, 5, 'a', 'horizontal', 'rtl')).toBeNull();
    expect(nextIndex(0, 0, 'Home', 'horizontal', 'rtl')).toBeNull();
  });

  it('starts from the ends when focus is on none of the items', () => {
    expect(nextIndex(-1, 4, 'ArrowLeft', 'horizontal', 'rtl')).toBe(0);
    expect(nextIndex(-1, 4, 'ArrowRight', 'horizontal', 'rtl')).toBe(3);
    expect(nextIndex(-1, 4, 'ArrowUp', 'vertical', 'ltr')).toBe(3);
  });
});
