import { describe, expect, it } from 'vitest';
import { textOnCustom } from './tone';

describe('the text on a custom container background', () => {
  it('is dark on a light colour, white on a dark one, and none where neither reaches 4.5:1', () => {
    expect(textOnCustom('#f3f6fa')).toBe('dark');
    expect(textOnCustom('#ffffff')).toBe('dark');
    expect(textOnCustom('#1b4f8a')).toBe('light');
    expect(textOnCustom('#000000')).toBe('light');
    expect(textOnCustom('#777777')).toBeNull();
    expect(textOnCustom('#e6007e')).toBe('light');
    expect(textOnCustom('not a colour')).toBeNull();
  });
});
