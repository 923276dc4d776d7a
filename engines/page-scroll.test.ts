import { describe, expect, it } from 'vitest';
import { anchorScrollTop, isHeaderScrolled, isValidAnchor, mobileHeaderCheckInterval } from './page-scroll';

describe('mobile header threshold', () => {
  it('turns on past 200 px and off at or below 200 px, checked every 300 ms', () => {
    expect(mobileHeaderCheckInterval).toBe(300);
    expect(isHeaderScrolled(0)).toBe(false);
    expect(isHeaderScrolled(200)).toBe(false);
    expect(isHeaderScrolled(201)).toBe(true);
    expect(isHeaderScrolled(250)).toBe(true);
  });
});

describe('anchor links', () => {
  it('accepts # followed by a letter or underscore, then word characters or hyphens', () => {
    for (const ok of ['#main', '#_x', '#section-2', '#A_b-c']) expect([ok, isValidAnchor(ok)]).toEqual([ok, true]);
  });

  it('rejects empty, numeric-first, Hebrew and selector-like hashes', () => {
    for (const bad of [
      '#',
      '',
      'main',
      '#2nd',
      '#-x',
      '#a.b',
      '#a b',
      '#מבוא',
      '#a,#b',
      '#elementor-action:action=x',
    ]) {
      expect([bad, isValidAnchor(bad)]).toEqual([bad, false]);
    }
  });

  it('lands the target just below a sticky header, never above the page top', () => {
    expect(anchorScrollTop(500, 100, 64)).toBe(536);
    expect(anchorScrollTop(-300, 100, 64)).toBe(0);
  });
});
