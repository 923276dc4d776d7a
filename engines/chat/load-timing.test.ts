import { describe, expect, it } from 'vitest';
import { chatLoadDelay, chatLoadLeadMs } from './load-timing';
import { remainingButtonDelay } from './machine';

describe('when the chat loads', () => {
  it('starts its code the lead time before the button is due, never before the paint', () => {
    expect(chatLoadDelay(3, '', '')).toBe(3000 - chatLoadLeadMs);
    expect(chatLoadDelay(10, '', '?utm_source=x')).toBe(10_000 - chatLoadLeadMs);
    expect(chatLoadDelay(1, '', '')).toBe(0);
    expect(chatLoadDelay(0, '', '')).toBe(0);
    expect(chatLoadDelay(-1, '', '')).toBe(0);
  });

  it('starts at once when the address asks for the chat', () => {
    expect(chatLoadDelay(3, '#joinchat', '')).toBe(0);
    expect(chatLoadDelay(3, '', '?joinchat=5')).toBe(0);
    expect(chatLoadDelay(3, '#other', '')).toBe(3000 - chatLoadLeadMs);
  });

  it("counts the button's delay from the paint, not from the code's arrival", () => {
    expect(remainingButtonDelay(3, 1500)).toBe(1.5);
    expect(remainingButtonDelay(3, 4200)).toBe(0);
    expect(remainingButtonDelay(0, 800)).toBe(0);
    expect(remainingButtonDelay(-1, 1500)).toBe(-1);
  });
});
