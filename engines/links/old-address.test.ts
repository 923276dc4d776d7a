import { describe, expect, it } from 'vitest';
import { oldAddressKey, parseOldAddress } from './old-address';

describe('an old address in one spelling', () => {
  it('keys plain WordPress links by their id parameter, ignoring the rest of the query', () => {
    expect(parseOldAddress('/?p=84')).toBe('/?p=84');
    expect(parseOldAddress('http://127.0.0.1:8080/?page_id=87&utm_source=x')).toBe('/?page_id=87');
    expect(parseOldAddress('/?attachment_id=12')).toBe('/?attachment_id=12');
    expect(oldAddressKey('/', new URLSearchParams('utm=1&p=4'))).toBe('/?p=4');
  });

  it('gives the home address without an id no key (it is the home page, not an old link)', () => {
    expect(oldAddressKey('/', new URLSearchParams('s=בד'))).toBeNull();
    expect(parseOldAddress('/?p=abc')).toBeNull();
    expect(parseOldAddress('/?p=0')).toBeNull();
  });

  it('decodes percent-encoded Hebrew and adds the trailing slash, so every spelling matches', () => {
    const key = '/category/כללי/';
    expect(parseOldAddress('/category/%d7%9b%d7%9c%d7%9c%d7%99/')).toBe(key);
    expect(parseOldAddress('/category/%D7%9B%D7%9C%D7%9C%D7%99')).toBe(key);
    expect(parseOldAddress('https://old.example/category/כללי/?utm_source=x')).toBe(key);
    expect(oldAddressKey('/2024/05/my-post/')).toBe('/2024/05/my-post/');
  });

  it('keeps a file name as it is', () => {
    expect(parseOldAddress('/wp-content/uploads/2025/12/logo.png')).toBe('/wp-content/uploads/2025/12/logo.png');
  });

  it('refuses what is not a path on this site', () => {
    expect(parseOldAddress('')).toBeNull();
    expect(oldAddressKey('//evil.example/')).toBeNull();
    expect(oldAddressKey('/%E0%A4%A/')).toBeNull();
    expect(oldAddressKey('/a/../b/')).toBeNull();
    expect(oldAddressKey(`/${'x'.repeat(400)}/`)).toBeNull();
  });
});
