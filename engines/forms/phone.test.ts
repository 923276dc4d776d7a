import { describe, expect, it } from 'vitest';
import { formatIsraeliPhone, israeliPhoneDigits } from './phone';

describe('Israeli phone numbers', () => {
  it.each([
    ['050-1234567', '0501234567', '050-1234567'],
    ['050 123 4567', '0501234567', '050-1234567'],
    ['(03) 123-4567', '031234567', '03-1234567'],
    ['+972 50 123 4567', '0501234567', '050-1234567'],
    ['+972-(0)3-1234567', '031234567', '03-1234567'],
    ['972771234567', '0771234567', '077-1234567'],
    ['1-800-123-456', '1800123456', '1-800-123456'],
    ['\u200e050-1234567\u200f', '0501234567', '050-1234567'],
  ])('reads %j', (input, digits, formatted) => {
    expect(israeliPhoneDigits(input)).toBe(digits);
    expect(formatIsraeliPhone(digits)).toBe(formatted);
  });

  it.each([
    '',
    '123',
    '050-123456',
    '050-12345678',
    '01-1234567',
    '+1 212 555 0100',
    '05O-1234567',
    '050\u202e1234567',
  ])('refuses %j', (input) => {
    expect(israeliPhoneDigits(input)).toBeNull();
  });
});
