import { describe, expect, it } from 'vitest';
import { chatLoadDelay, chatLoadLeadMs, chatMessageWakeDelay } from './load-timing';
import { remainingButtonDelay, remainingMessageDelay } from './machine';

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

  it("starts the chat's behaviour the lead time before a message that comes by itself, and not for one that never does", () => {
    expect(chatMessageWakeDelay(3, 10, true)).toBe(13_000 - chatLoadLeadMs);
    expect(chatMessageWakeDelay(-1, 1, true)).toBe(0);
    expect(chatMessageWakeDelay(3, 10, false)).toBeNull();
    expect(chatMessageWakeDelay(3, 0, true)).toBeNull();
    expect(chatMessageWakeDelay(3, -1, true)).toBeNull();
  });

  it("counts the message's delay from the button's time when the code comes after it", () => {
    expect(remainingMessageDelay(3, 10, 1500)).toBe(10);
    expect(remainingMessageDelay(3, 10, 5000)).toBe(8);
    expect(remainingMessageDelay(-1, 10, 2000)).toBe(8);
    expect(remainingMessageDelay(3, 10, 20_000)).toBe(0.001);
    expect(remainingMessageDelay(3, 0, 20_000)).toBe(0);
    expect(remainingMessageDelay(3, -1, 20_000)).toBe(-1);
  });
});
