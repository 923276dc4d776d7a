import { describe, expect, it } from 'vitest';
import { breakpoints } from '../config/site';
import { stickyAnchorLinkOffset } from './page-scroll';
import {
  deviceForWidth,
  deviceMaxWidth,
  inlineStartOffset,
  parseStickySettings,
  stickyResizeDebounce,
  stickyState,
  type StickyMeasure,
  type StickySettings,
} from './sticky';

const settings = (over: Partial<StickySettings> = {}): StickySettings => ({
  to: 'top',
  on: ['desktop', 'tablet', 'mobile'],
  offset: 0,
  effectsOffset: 0,
  parent: false,
  anchorLinkOffset: 0,
  ...over,
});
/** An element 100 px tall at 500 px in a parent from 400 to 1000 px, on a 1280 × 800 desktop. */
const measure = (over: Partial<StickyMeasure> = {}): StickyMeasure => ({
  scrollY: 0,
  viewportWidth: 1280,
  viewportHeight: 800,
  placeTop: 500,
  height: 100,
  parentTop: 400,
  parentBottom: 1000,
  ...over,
});

describe('devices', () => {
  it('follows the spec breakpoints: mobile ≤ 767, tablet 768–1024, desktop above', () => {
    expect(deviceMaxWidth).toEqual(breakpoints);
    expect(deviceForWidth(320)).toBe('mobile');
    expect(deviceForWidth(390)).toBe('mobile');
    expect(deviceForWidth(767)).toBe('mobile');
    expect(deviceForWidth(768)).toBe('tablet');
    expect(deviceForWidth(1024)).toBe('tablet');
    expect(deviceForWidth(1025)).toBe('desktop');
    expect(deviceForWidth(2560)).toBe('desktop');
  });

  it('re-evaluates 300 ms after a resize', () => {
    expect(stickyResizeDebounce).toBe(300);
  });
});

describe('settings from attributes', () => {
  it('reads every attribute builder/common.ts writes', () => {
    expect(
      parseStickySettings({
        sticky: 'top',
        stickyOn: 'desktop tablet',
        stickyOffset: '10',
        stickyEffectsOffset: '120',
        stickyParent: 'yes',
        stickyAnchorLinkOffset: '80',
      }),
    ).toEqual({
      to: 'top',
      on: ['desktop', 'tablet'],
      offset: 10,
      effectsOffset: 120,
      parent: true,
      anchorLinkOffset: 80,
    });
  });

  it('defaults absent numbers to 0 and no parent', () => {
    expect(parseStickySettings({ sticky: 'bottom', stickyOn: 'mobile' })).toEqual(
      settings({ to: 'bottom', on: ['mobile'] }),
    );
  });

  it('is not sticky without a side or without a known device', () => {
    expect(parseStickySettings({})).toBeNull();
    expect(parseStickySettings({ sticky: 'none', stickyOn: 'desktop' })).toBeNull();
    expect(parseStickySettings({ sticky: 'left', stickyOn: 'desktop' })).toBeNull();
    expect(parseStickySettings({ sticky: 'top' })).toBeNull();
    expect(parseStickySettings({ sticky: 'top', stickyOn: 'watch tv' })).toBeNull();
  });

  it('ignores malformed numbers and bounds large ones', () => {
    const s = parseStickySettings({
      sticky: 'top',
      stickyOn: 'desktop',
      stickyOffset: '-20',
      stickyEffectsOffset: '1e9',
      stickyAnchorLinkOffset: '99999',
      stickyParent: 'true',
    });
    expect(s).toMatchObject({ offset: 0, effectsOffset: 0, anchorLinkOffset: 2000, parent: false });
  });
});

describe('sticky top', () => {
  it('stays in the flow until its top reaches the offset, then sticks at the offset', () => {
    const s = settings({ offset: 20 });
    expect(stickyState(s, measure({ scrollY: 0 })).state).toBe('none');
    expect(stickyState(s, measure({ scrollY: 480 })).state).toBe('none');
    expect(stickyState(s, measure({ scrollY: 481 }))).toEqual({
      active: true,
      state: 'stuck',
      effects: true,
      inset: 20,
    });
    expect(stickyState(s, measure({ scrollY: 5000 })).state).toBe('stuck');
  });

  it('without an offset sticks as soon as its top passes the viewport top', () => {
    expect(stickyState(settings(), measure({ scrollY: 500 })).state).toBe('none');
    expect(stickyState(settings(), measure({ scrollY: 501 })).state).toBe('stuck');
  });

  it('unsticks when scrolled back above its place', () => {
    const s = settings({ offset: 20 });
    expect(stickyState(s, measure({ scrollY: 600 })).state).toBe('stuck');
    expect(stickyState(s, measure({ scrollY: 400 })).state).toBe('none');
  });

  it('without sticky_parent ignores the parent and stays stuck past its end', () => {
    expect(stickyState(settings(), measure({ scrollY: 2000 })).state).toBe('stuck');
  });

  it('with sticky_parent is pinned to the parent end once its end would pass it', () => {
    const s = settings({ parent: true, offset: 20 });
    // stuck bottom edge = scrollY + 20 + 100; the parent ends at 1000
    expect(stickyState(s, measure({ scrollY: 600 })).state).toBe('stuck');
    expect(stickyState(s, measure({ scrollY: 880 })).state).toBe('stuck');
    expect(stickyState(s, measure({ scrollY: 881 })).state).toBe('pinned');
    expect(stickyState(s, measure({ scrollY: 3000 })).state).toBe('pinned');
    // and back: stuck again, then in the flow
    expect(stickyState(s, measure({ scrollY: 700 })).state).toBe('stuck');
    expect(stickyState(s, measure({ scrollY: 100 })).state).toBe('none');
  });

  it('with sticky_parent and no room below it in the parent never moves', () => {
    const s = settings({ parent: true });
    const full = { placeTop: 900, parentBottom: 1000 };
    for (const scrollY of [0, 899, 901, 950, 2000]) {
      expect(stickyState(s, measure({ ...full, scrollY })).state).toBe('none');
    }
  });
});

describe('sticky bottom', () => {
  // A 100 px element at 1500 px on an 800 px viewport: its end (1600) is below the viewport's bottom.
  const below = { placeTop: 1500, parentTop: 1000, parentBottom: 1700 };

  it('sticks to the viewport bottom while its place is further down, at its offset', () => {
    const s = settings({ to: 'bottom', offset: 30 });
    expect(stickyState(s, measure({ ...below, scrollY: 0 }))).toEqual({
      active: true,
      state: 'stuck',
      effects: false,
      inset: 30,
    });
    // edge = scrollY + 800 − 30; its end at 1600 ⇒ stuck while scrollY < 830
    expect(stickyState(s, measure({ ...below, scrollY: 829 })).state).toBe('stuck');
    expect(stickyState(s, measure({ ...below, scrollY: 830 })).state).toBe('none');
    expect(stickyState(s, measure({ ...below, scrollY: 2000 })).state).toBe('none');
  });

  it('is in the flow when its place is on screen from the start', () => {
    expect(stickyState(settings({ to: 'bottom' }), measure({ placeTop: 100 })).state).toBe('none');
  });

  it('with sticky_parent is pinned to the parent start while the parent is still below', () => {
    const s = settings({ to: 'bottom', parent: true });
    // stuck top edge = scrollY + 800 − 100; the parent starts at 1000 ⇒ pinned while scrollY < 300
    expect(stickyState(s, measure({ ...below, scrollY: 0 })).state).toBe('pinned');
    expect(stickyState(s, measure({ ...below, scrollY: 299 })).state).toBe('pinned');
    expect(stickyState(s, measure({ ...below, scrollY: 300 })).state).toBe('stuck');
    expect(stickyState(s, measure({ ...below, scrollY: 800 })).state).toBe('none');
  });

  it('with sticky_parent and no room above it in the parent never moves', () => {
    const s = settings({ to: 'bottom', parent: true });
    expect(stickyState(s, measure({ ...below, parentTop: 1500, scrollY: 500 })).state).toBe('none');
  });
});

describe('devices it sticks on', () => {
  const widths = { desktop: 1280, tablet: 900, mobile: 390 } as const;

  it('is active only at widths of the listed devices', () => {
    const on: StickySettings['on'][] = [
      ['desktop'],
      ['tablet'],
      ['mobile'],
      ['desktop', 'tablet'],
      ['tablet', 'mobile'],
    ];
    for (const list of on) {
      for (const [device, viewportWidth] of Object.entries(widths)) {
        const r = stickyState(settings({ on: list }), measure({ scrollY: 800, viewportWidth }));
        const expected = list.includes(device as keyof typeof widths);
        expect([list, device, r.active, r.state]).toEqual([list, device, expected, expected ? 'stuck' : 'none']);
      }
    }
  });

  it('is inactive with no effects on other devices whatever the scroll', () => {
    const r = stickyState(settings({ on: ['desktop', 'tablet'] }), measure({ scrollY: 3000, viewportWidth: 390 }));
    expect(r).toEqual({ active: false, state: 'none', effects: false, inset: 0 });
  });
});

describe('effects', () => {
  it('apply while stuck once the page scrolled past the effects offset', () => {
    const s = settings({ effectsOffset: 700 });
    expect(stickyState(s, measure({ scrollY: 600 }))).toMatchObject({ state: 'stuck', effects: false });
    expect(stickyState(s, measure({ scrollY: 700 }))).toMatchObject({ state: 'stuck', effects: false });
    expect(stickyState(s, measure({ scrollY: 701 }))).toMatchObject({ state: 'stuck', effects: true });
  });

  it('stay while pinned and go when back in the flow', () => {
    const s = settings({ effectsOffset: 100, parent: true });
    expect(stickyState(s, measure({ scrollY: 950 }))).toMatchObject({ state: 'pinned', effects: true });
    expect(stickyState(s, measure({ scrollY: 300 }))).toMatchObject({ state: 'none', effects: false });
  });

  it('with no effects offset apply whenever it is stuck', () => {
    expect(stickyState(settings(), measure({ scrollY: 501 })).effects).toBe(true);
  });
});

describe('anchor link offset', () => {
  const stickies = [
    { top: 200, anchorLinkOffset: 80 },
    { top: 1200, anchorLinkOffset: 0 },
    { top: 2000, anchorLinkOffset: 40 },
  ];

  it('is the offset of the nearest sticky element before the target', () => {
    expect(stickyAnchorLinkOffset(500, stickies)).toBe(80);
    expect(stickyAnchorLinkOffset(200, stickies)).toBe(80);
    expect(stickyAnchorLinkOffset(1500, stickies)).toBe(0);
    expect(stickyAnchorLinkOffset(2500, stickies)).toBe(40);
  });

  it('is 0 before the first sticky element or without any', () => {
    expect(stickyAnchorLinkOffset(100, stickies)).toBe(0);
    expect(stickyAnchorLinkOffset(100, [])).toBe(0);
  });

  it('does not depend on the order the elements are listed in', () => {
    expect(stickyAnchorLinkOffset(2500, [...stickies].reverse())).toBe(40);
  });
});

describe('inline position while out of the flow', () => {
  it('measures from the right edge on a right-to-left page and from the left otherwise', () => {
    const box = { left: 100, right: 400 };
    const viewport = { left: 0, right: 1280 };
    expect(inlineStartOffset('rtl', box, viewport)).toBe(880);
    expect(inlineStartOffset('ltr', box, viewport)).toBe(100);
    expect(inlineStartOffset('rtl', box, { left: 50, right: 450 })).toBe(50);
    expect(inlineStartOffset('ltr', box, { left: 50, right: 450 })).toBe(50);
  });
});
