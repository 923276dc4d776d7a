import { describe, expect, it } from 'vitest';
import { maxPhpDepth, maybeUnserialize, phpUnserialize, PhpUnserializeError } from './php-unserialize';

/** What PHP's serialize() writes for a string: the length in UTF-8 bytes. */
function s(value: string): string {
  return `s:${Buffer.byteLength(value, 'utf8')}:"${value}";`;
}

function refusal(input: string): PhpUnserializeError {
  try {
    phpUnserialize(input);
  } catch (error) {
    if (error instanceof PhpUnserializeError) return error;
    throw error;
  }
  throw new Error(`phpUnserialize accepted ${JSON.stringify(input)}`);
}

describe('phpUnserialize scalars', () => {
  it('reads null, booleans and integers', () => {
    expect(phpUnserialize('N;')).toBeNull();
    expect(phpUnserialize('b:1;')).toBe(true);
    expect(phpUnserialize('b:0;')).toBe(false);
    expect(phpUnserialize('i:42;')).toBe(42);
    expect(phpUnserialize('i:-7;')).toBe(-7);
  });

  it('reads floats, including exponents, INF, -INF and NAN', () => {
    expect(phpUnserialize('d:0.8;')).toBe(0.8);
    expect(phpUnserialize('d:-1.5;')).toBe(-1.5);
    expect(phpUnserialize('d:1.0E+25;')).toBe(1e25);
    expect(phpUnserialize('d:2.5E-5;')).toBe(0.000025);
    expect(phpUnserialize('d:INF;')).toBe(Infinity);
    expect(phpUnserialize('d:-INF;')).toBe(-Infinity);
    expect(phpUnserialize('d:NAN;')).toBeNaN();
  });

  it('counts string lengths in UTF-8 bytes, so Hebrew works', () => {
    expect(phpUnserialize('s:6:"משך";')).toBe('משך');
    expect(phpUnserialize('s:26:"שעה | שלוש שעות";')).toBe('שעה | שלוש שעות');
    expect(phpUnserialize(s('אימוג׳י 🎉 ו-ASCII'))).toBe('אימוג׳י 🎉 ו-ASCII');
    expect(phpUnserialize('s:0:"";')).toBe('');
  });

  it('reads strings that contain quotes, semicolons and braces', () => {
    expect(phpUnserialize('s:5:"a";}b";')).toBe('a";}b');
    expect(phpUnserialize(s('say "hi"; then }'))).toBe('say "hi"; then }');
    expect(phpUnserialize(`a:1:{i:0;${s('";}')}}`)).toEqual(['";}']);
  });
});

describe('phpUnserialize arrays and objects', () => {
  it('returns a list when the keys are exactly 0…n-1 in order', () => {
    expect(phpUnserialize('a:0:{}')).toEqual([]);
    expect(phpUnserialize('a:2:{i:0;s:1:"a";i:1;s:1:"b";}')).toEqual(['a', 'b']);
  });

  it('returns a map for string keys, gaps or out-of-order integer keys', () => {
    const map = phpUnserialize('a:2:{s:4:"name";s:3:"Dan";s:3:"age";i:30;}');
    expect(Array.isArray(map)).toBe(false);
    expect(map).toEqual({ name: 'Dan', age: 30 });
    expect(phpUnserialize('a:2:{i:1;s:1:"a";i:0;s:1:"b";}')).toEqual({ '1': 'a', '0': 'b' });
    expect(phpUnserialize('a:2:{i:0;s:1:"a";i:2;s:1:"b";}')).toEqual({ '0': 'a', '2': 'b' });
    expect(phpUnserialize('a:1:{s:1:"0";b:1;}')).toEqual({ '0': true });
  });

  it('reads nested arrays with Hebrew keys and values', () => {
    const value = `a:2:{${s('צבעים')}a:2:{i:0;${s('#1B4F8A')}i:1;${s('כחול')}}s:5:"inner";a:1:{s:4:"deep";a:1:{i:0;N;}}}`;
    expect(phpUnserialize(value)).toEqual({ צבעים: ['#1B4F8A', 'כחול'], inner: { deep: [null] } });
  });

  it('reads objects as maps with a __class key, without the private/protected prefixes', () => {
    const value = 'O:8:"stdClass":3:{s:1:"a";i:1;s:4:"\0*\0b";i:2;s:9:"\0Secret\0c";i:3;}';
    expect(phpUnserialize(value)).toEqual({ a: 1, b: 2, c: 3, __class: 'stdClass' });
  });

  it('keeps __proto__, constructor and prototype as plain keys that pollute nothing', () => {
    const value = phpUnserialize(
      'a:3:{s:9:"__proto__";a:1:{s:8:"polluted";b:1;}s:11:"constructor";a:1:{s:9:"prototype";a:1:{s:8:"polluted";b:1;}}s:9:"prototype";i:1;}',
    );
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(Object.keys(value as object).sort()).toEqual(['__proto__', 'constructor', 'prototype']);
    expect((value as Record<string, unknown>)['__proto__']).toEqual({ polluted: true });
    expect(Object.getPrototypeOf(value)).toBeNull();
  });

  it(`refuses nesting deeper than ${maxPhpDepth} levels`, () => {
    const nested = (depth: number) => `${'a:1:{i:0;'.repeat(depth)}N;${'}'.repeat(depth)}`;
    expect(() => phpUnserialize(nested(maxPhpDepth))).not.toThrow();
    expect(refusal(nested(maxPhpDepth + 1)).message).toContain('nesting');
    expect(refusal(nested(100_000)).message).toContain('nesting');
  });
});

describe('phpUnserialize refuses malformed or unsupported input', () => {
  it('refuses a wrong string length, with the byte offset', () => {
    const error = refusal('s:5:"משך";');
    expect(error.offset).toBe(5);
    expect(error.message).toContain('byte 5');
    expect(refusal('s:7:"משך";').message).toMatch(/length/);
    expect(refusal('s:99:"abc";').message).toMatch(/past the end/);
    expect(refusal('s:2:"abc";').message).toMatch(/length 2/);
  });

  it('refuses a missing terminator or closing brace', () => {
    for (const input of ['i:5', 'b:1', 's:3:"abc"', 'a:1:{i:0;i:1;', 'a:1:{i:0;i:1;;', 'N', 'd:1.5']) {
      expect(() => phpUnserialize(input), input).toThrow(PhpUnserializeError);
    }
  });

  it('refuses trailing garbage and empty input', () => {
    expect(refusal('i:5;x').message).toMatch(/after the value/);
    expect(refusal('a:0:{}a:0:{}').offset).toBe(6);
    expect(refusal('').message).toMatch(/end of data/);
  });

  it('refuses bad numbers and booleans', () => {
    for (const input of ['i:abc;', 'i:;', 'i:1.5;', 'b:2;', 'd:1..2;', 'd:inf;', 'a:-1:{}', 's:-1:"";']) {
      expect(() => phpUnserialize(input), input).toThrow(PhpUnserializeError);
    }
  });

  it('refuses references, custom-serialized objects, enums and unknown types', () => {
    expect(refusal('a:2:{i:0;s:1:"a";i:1;r:2;}').message).toMatch(/references/);
    expect(refusal('a:2:{i:0;a:0:{}i:1;R:2;}').message).toMatch(/references/);
    expect(refusal('C:11:"ArrayObject":21:{x:i:0;a:0:{};m:a:0:{}}').message).toMatch(/unsupported type 'C'/);
    expect(refusal('E:7:"Foo:Bar";').message).toMatch(/unsupported type 'E'/);
    expect(refusal('S:3:"abc";').message).toMatch(/unsupported/);
  });

  it('refuses an array whose count cannot fit in the input, and non-scalar keys', () => {
    expect(refusal('a:99999999:{i:0;N;}').message).toMatch(/claims/);
    expect(refusal('a:1:{N;i:1;}').message).toMatch(/keys/);
    expect(refusal('a:1:{a:0:{}i:1;}').message).toMatch(/keys/);
  });
});

describe('maybeUnserialize', () => {
  it('unserializes values WordPress would', () => {
    expect(maybeUnserialize('a:1:{i:0;s:21:"include/singular/post";}')).toEqual(['include/singular/post']);
    expect(maybeUnserialize('  b:1;\n')).toBe(true);
    expect(maybeUnserialize('N;')).toBeNull();
    expect(maybeUnserialize('i:5;')).toBe(5);
    expect(maybeUnserialize('s:6:"משך";')).toBe('משך');
  });

  it('returns strings that do not look serialized unchanged', () => {
    for (const value of [
      '',
      'hello',
      '890',
      '#1B4F8A',
      '[{"id":"abc","elType":"section"}]',
      'a:b',
      's:3:"abc"',
      'i:5',
      'x:1;',
      'd:INF;',
    ]) {
      expect(maybeUnserialize(value)).toBe(value);
    }
  });

  it('returns values that look serialized but do not parse unchanged', () => {
    for (const value of ['s:5:"משך";', 'a:1:{i:0;r:1;}', 'a:2:{i:0;i:1;}', 'O:8:"stdClass":1:{s:1:"a";}']) {
      expect(maybeUnserialize(value)).toBe(value);
    }
  });
});
