import { describe, expect, it } from 'vitest';
import {
  createEntrance,
  entranceArmDeadlineMs,
  entranceFailsafeMs,
  entranceStart,
  entranceState,
  parseAnimationDelay,
} from './entrance-animation';
import { fakeTimers } from './testing/fake-timers';

describe('animation delay attribute', () => {
  it('reads whole milliseconds and bounds them by the schema maximum', () => {
    expect(parseAnimationDelay('300')).toBe(300);
    expect(parseAnimationDelay(' 0 ')).toBe(0);
    expect(parseAnimationDelay('10000')).toBe(10_000);
    expect(parseAnimationDelay('99999')).toBe(10_000);
  });

  it('treats a missing or malformed value as no delay', () => {
    for (const bad of [undefined, null, '', '-5', '1.5', '1e3', 'abc', '300ms', '123456']) {
      expect([bad, parseAnimationDelay(bad)]).toEqual([bad, 0]);
    }
  });
});

describe('entrance state', () => {
  const base = { seen: false, sinceSeen: 0, delay: 500, reducedMotion: false };

  it('is hidden until the element enters the viewport', () => {
    expect(entranceState(base)).toBe('hidden');
    expect(entranceState({ ...base, sinceSeen: 10_000 })).toBe('hidden');
  });

  it('waits out the delay once seen, then animates', () => {
    expect(entranceState({ ...base, seen: true, sinceSeen: 0 })).toBe('waiting');
    expect(entranceState({ ...base, seen: true, sinceSeen: 499 })).toBe('waiting');
    expect(entranceState({ ...base, seen: true, sinceSeen: 500 })).toBe('animated');
  });

  it('animates at once with no delay', () => {
    expect(entranceState({ ...base, delay: 0, seen: true })).toBe('animated');
  });

  it('under reduced motion is simply shown, seen or not, whatever the delay', () => {
    for (const seen of [true, false]) {
      expect(entranceState({ ...base, seen, reducedMotion: true })).toBe('shown');
    }
  });
});

describe('starting the runtime', () => {
  it('arms the elements when it starts before the failsafe would reveal them', () => {
    expect(entranceArmDeadlineMs).toBeLessThan(entranceFailsafeMs);
    expect(entranceStart(0, false)).toBe('arm');
    expect(entranceStart(entranceArmDeadlineMs - 1, false)).toBe('arm');
  });

  it('reveals everything when it starts late or motion is reduced', () => {
    expect(entranceStart(entranceArmDeadlineMs, false)).toBe('reveal-all');
    expect(entranceStart(60_000, false)).toBe('reveal-all');
    expect(entranceStart(0, true)).toBe('reveal-all');
  });
});

describe('one element entrance', () => {
  const setup = (delay: number, reducedMotion = false) => {
    const clock = fakeTimers();
    const reveals: boolean[] = [];
    const entrance = createEntrance({ delay, reducedMotion, timers: clock.timers, reveal: (a) => reveals.push(a) });
    return { clock, reveals, entrance };
  };

  it('reveals with animation after the delay, once', () => {
    const { clock, reveals, entrance } = setup(300);
    clock.advance(5000);
    expect(reveals).toEqual([]);
    entrance.enter();
    expect(entrance.state()).toBe('waiting');
    clock.advance(299);
    expect(reveals).toEqual([]);
    clock.advance(1);
    expect(reveals).toEqual([true]);
    expect(entrance.state()).toBe('animated');
    entrance.enter();
    clock.advance(1000);
    expect(reveals).toEqual([true]);
  });

  it('reveals at once when entering with no delay', () => {
    const { reveals, entrance } = setup(0);
    entrance.enter();
    expect(reveals).toEqual([true]);
  });

  it('a second entry while waiting does not restart the delay', () => {
    const { clock, reveals, entrance } = setup(400);
    entrance.enter();
    clock.advance(300);
    entrance.enter();
    clock.advance(100);
    expect(reveals).toEqual([true]);
  });

  it('under reduced motion reveals without animation straight away, never again', () => {
    const { clock, reveals, entrance } = setup(800, true);
    expect(reveals).toEqual([false]);
    expect(entrance.state()).toBe('shown');
    entrance.enter();
    clock.advance(1000);
    expect(reveals).toEqual([false]);
  });

  it('revealing now while waiting (motion turned off, focus inside) shows it at once without animation', () => {
    const { clock, reveals, entrance } = setup(800);
    entrance.enter();
    clock.advance(100);
    entrance.revealNow();
    expect(reveals).toEqual([false]);
    clock.advance(1000);
    expect(reveals).toEqual([false]);
    entrance.revealNow();
    expect(reveals).toEqual([false]);
  });

  it('turning motion off before it is seen also reveals it', () => {
    const { reveals, entrance } = setup(0);
    entrance.revealNow();
    expect(reveals).toEqual([false]);
  });

  it('cancel drops a pending reveal', () => {
    const { clock, reveals, entrance } = setup(200);
    entrance.enter();
    entrance.cancel();
    clock.advance(1000);
    expect(reveals).toEqual([]);
  });
});
