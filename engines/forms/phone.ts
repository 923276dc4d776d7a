/**
 * Israeli phone numbers as people type them: with spaces, dashes, brackets or dots, in local form
 * (050-1234567, 03-1234567, 077-1234567, 1-800-123-456) or international (+972 50 123 4567).
 */

const separators = /[\s\-().\u00a0\u200e\u200f]/g;

/** The number in local digits (0XXXXXXXX[X] or 1X00XXXXXX); null when it is not an Israeli number. */
export function israeliPhoneDigits(value: string): string | null {
  let digits = value.replace(separators, '');
  if (/^\+?972/.test(digits)) digits = `0${digits.replace(/^\+?972/, '').replace(/^0/, '')}`;
  if (/^0(5\d|7\d)\d{7}$/.test(digits)) return digits; // mobile and VoIP: 10 digits
  if (/^0[2-489]\d{7}$/.test(digits)) return digits; // landline: 9 digits
  if (/^1[5-9]00\d{6}$/.test(digits)) return digits; // 1-800, 1-700 and similar
  return null;
}

/** The number as Israelis write it: 050-1234567, 03-1234567, 1-800-123456. */
export function formatIsraeliPhone(digits: string): string {
  if (digits.startsWith('1')) return `${digits.slice(0, 1)}-${digits.slice(1, 4)}-${digits.slice(4)}`;
  const prefix = digits.length === 10 ? 3 : 2;
  return `${digits.slice(0, prefix)}-${digits.slice(prefix)}`;
}
