import { describe, expect, it } from 'vitest';
import { headerText, isEmailAddress, parseAddressList, parseMailbox } from './address';

describe('e-mail addresses', () => {
  it.each(['office@arig.co.il', 'a.b+tag@sub.example.com', "o'neil@example.org"])('accepts %s', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each([
    'office@arig',
    'office@@arig.co.il',
    'a..b@example.com',
    'office@arig.co.il\r\nBcc: x@evil.example',
    'office @arig.co.il',
    '<office@arig.co.il>',
    `${'a'.repeat(65)}@example.com`,
    'משרד@arig.co.il',
    '',
  ])('refuses %j', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });
});

describe('header values', () => {
  it('turn CR, LF and other controls into spaces, so no header or body can be added', () => {
    expect(headerText('שלום\r\nBcc: x@evil.example')).toBe('שלום Bcc: x@evil.example');
    expect(headerText('a\u0000b\u0085c\u2028d')).toBe('a b c d');
  });

  it('drop bidi overrides and cut to the length', () => {
    expect(headerText('\u202Eabc\u2066')).toBe('abc');
    expect(headerText('א'.repeat(300), 10)).toBe('א'.repeat(10));
  });
});

describe('mailboxes and lists', () => {
  it('read a name and an address', () => {
    expect(parseMailbox('אריג <office@arig.co.il>')).toEqual({ name: 'אריג', address: 'office@arig.co.il' });
    expect(parseMailbox('"אריג בע\'מ" <office@arig.co.il>')).toEqual({
      name: "אריג בע'מ",
      address: 'office@arig.co.il',
    });
    expect(parseMailbox('office@arig.co.il')).toEqual({ name: '', address: 'office@arig.co.il' });
    expect(parseMailbox('אריג <not-an-address>')).toBeNull();
    expect(parseMailbox('x\r\n <office@arig.co.il>')).toEqual({ name: 'x', address: 'office@arig.co.il' });
  });

  it('read a list, refusing it whole if one entry is wrong', () => {
    expect(parseAddressList('a@example.com, b@example.com;c@example.com')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect(parseAddressList('a@example.com, nope')).toBeNull();
    expect(parseAddressList('')).toEqual([]);
    expect(parseAddressList(Array(21).fill('a@example.com').join(','))).toBeNull();
  });
});
