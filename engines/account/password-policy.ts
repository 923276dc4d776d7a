/**
 * A password a customer may choose (ASVS 6.2: at least 8 characters, long ones allowed, none of the
 * passwords that every guessing list starts with, nor the account's own e-mail).
 */
export const passwordLength = { min: 8, max: 128 } as const;

// The head of the public breached-password lists, with the Hebrew-keyboard and Israeli favourites.
const common = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '00000000',
  '12341234',
  '11223344',
  '123123123',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  '1q2w3e4r',
  '1qaz2wsx',
  'abcd1234',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'letmein1',
  'trustno1',
  'asdfghjk',
  'zxcvbnm1',
  'shalom123',
  'israel123',
  'aaaaaaaa',
  'שלום1234',
  'קראטוןםפ',
]);

export type PasswordProblem = 'short' | 'long' | 'common' | 'email';

/** Why a password is refused, or null when it may be used. */
export function passwordProblem(password: string, email = ''): PasswordProblem | null {
  const length = [...password].length;
  if (length < passwordLength.min) return 'short';
  if (length > passwordLength.max) return 'long';
  const folded = password.toLowerCase();
  if (common.has(folded) || /^(.)\1+$/u.test(password)) return 'common';
  if (email && folded === email.trim().toLowerCase()) return 'email';
  return null;
}
