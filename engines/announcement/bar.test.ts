import { describe, expect, it } from 'vitest';
import { barColoursProblem, barIsCurrent, dismissKey, dismissSeconds, readBar, timeLeftText } from './bar';

const stored = { id: 3, text: 'סדנת בדים טכניים ב־12 בינואר', version: '2026-11-20T10:00:00.000Z' };

describe('readBar', () => {
  it('fills defaults and keeps what the studio stored', () => {
    expect(readBar({ ...stored, buttonLabel: 'להרשמה', buttonLink: '/contact/', position: 'bottom' })).toMatchObject({
      id: 3,
      position: 'bottom',
      buttonLink: '/contact/',
      dismissible: true,
      dismissDays: 7,
      until: null,
    });
  });

  it("reads the database's empty fields (null) as not set", () => {
    expect(readBar({ ...stored, buttonLabel: null, buttonLink: null, until: null, dismissDays: null })).toMatchObject({
      buttonLabel: '',
      buttonLink: '',
      until: null,
      dismissDays: 7,
    });
  });

  it('leaves out a bar that does not validate: no text, an unsafe link, unreadable colours', () => {
    expect(readBar({ ...stored, text: '  ' })).toBeNull();
    expect(readBar({ ...stored, buttonLink: 'javascript:alert(1)' })).toBeNull();
    expect(readBar({ ...stored, background: '#777777', foreground: '#888888' })).toBeNull();
    expect(readBar({ ...stored, position: 'middle' })).toBeNull();
    expect(readBar(null)).toBeNull();
  });
});

describe('barColoursProblem', () => {
  it('accepts AA contrast and explains a refusal in Hebrew with the ratio', () => {
    expect(barColoursProblem('#12355b', '#ffffff')).toBeNull();
    expect(barColoursProblem('#f4c542', '#ffffff')).toMatch(/^הניגודיות .* היא 1\.\d:1/);
    expect(barColoursProblem('red', '#ffffff')).toBe('צבע בפורמט ‎#RRGGBB');
  });
});

describe('dismissal and time', () => {
  it('keys a dismissal by the bar and its version, and keeps it for its days (0: this visit)', () => {
    expect(dismissKey({ id: 3, version: 'v1' })).toBe('arig-bar-3-v1');
    expect(dismissSeconds({ dismissDays: 2 })).toBe(172_800);
    expect(dismissSeconds({ dismissDays: 0 })).toBeUndefined();
  });

  it('is current until its countdown passes', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(barIsCurrent({ until: null }, now)).toBe(true);
    expect(barIsCurrent({ until: '2026-11-26T10:00:01Z' }, now)).toBe(true);
    expect(barIsCurrent({ until: '2026-11-26T10:00:00Z' }, now)).toBe(false);
  });

  it('says the time left in days, hours or minutes, in Hebrew', () => {
    const now = 0;
    const h = 3_600_000;
    expect(timeLeftText(now + 75 * h, now)).toBe('נותרו 3 ימים');
    expect(timeLeftText(now + 30 * h, now)).toBe('נותר יום אחד');
    expect(timeLeftText(now + 5 * h, now)).toBe('נותרו 5 שעות');
    expect(timeLeftText(now + 1.5 * h, now)).toBe('נותרה שעה אחת');
    expect(timeLeftText(now + 10 * 60_000, now)).toBe('נותרו 10 דקות');
    expect(timeLeftText(now + 30_000, now)).toBe('נותרה דקה אחת');
  });
});
