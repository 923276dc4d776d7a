/**
 * Reads PHP serialize() output as WordPress stores it in postmeta (Elementor conditions and settings,
 * WooCommerce attributes, attachment metadata…). A small, strict parser: no eval, no object
 * instantiation, no references, capped nesting, and maps built on null prototypes so keys like
 * '__proto__' stay plain data.
 */

export type PhpValue = null | boolean | number | string | PhpValue[] | { [key: string]: PhpValue };

export class PhpUnserializeError extends Error {
  override name = 'PhpUnserializeError';
  /** Byte offset (UTF-8) in the input where parsing failed. */
  readonly offset: number;

  constructor(message: string, offset: number) {
    super(`Invalid PHP serialized data at byte ${offset}: ${message}`);
    this.offset = offset;
  }
}

/** Deep enough for any Elementor or WooCommerce setting; a hostile value cannot recurse further. */
export const maxPhpDepth = 64;

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

const ascii = {
  quote: 0x22,
  colon: 0x3a,
  semicolon: 0x3b,
  braceOpen: 0x7b,
  braceClose: 0x7d,
} as const;

/** Parses one serialized value; throws PhpUnserializeError on anything malformed or unsupported. */
export function phpUnserialize(input: string): PhpValue {
  const reader = new Reader(utf8.encode(input));
  const value = reader.value(0);
  if (reader.pos !== reader.bytes.length) reader.fail('unexpected data after the value');
  return value;
}

/**
 * WordPress's maybe_unserialize(): unserializes values that pass is_serialized() (strict mode) and
 * returns anything else, including values that fail to parse, unchanged.
 */
export function maybeUnserialize(value: string): PhpValue | string {
  const trimmed = phpTrim(value);
  if (!isSerialized(trimmed)) return value;
  try {
    return phpUnserialize(trimmed);
  } catch (error) {
    if (error instanceof PhpUnserializeError) return value;
    throw error;
  }
}

/** WordPress's is_serialized($data, strict = true), on an already trimmed string. */
function isSerialized(data: string): boolean {
  if (data === 'N;') return true;
  if (data.length < 4 || data[1] !== ':') return false;
  const last = data[data.length - 1];
  if (last !== ';' && last !== '}') return false;
  switch (data[0]) {
    case 's':
      return data[data.length - 2] === '"' && /^s:[0-9]+:/.test(data);
    case 'a':
    case 'O':
    case 'E':
      return new RegExp(`^${data[0]}:[0-9]+:`).test(data);
    case 'b':
    case 'i':
    case 'd':
      return new RegExp(`^${data[0]}:[0-9.E+-]+;$`).test(data);
    default:
      return false;
  }
}

// PHP's trim() set: space, \t, \n, \r, \0, \x0B. JavaScript's trim() strips more (Unicode spaces).
const phpWhitespace = new Set([' ', '\t', '\n', '\r', '\u0000', '\u000b']);

function phpTrim(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && phpWhitespace.has(value[start]!)) start += 1;
  while (end > start && phpWhitespace.has(value[end - 1]!)) end -= 1;
  return value.slice(start, end);
}

type PhpMap = { [key: string]: PhpValue };

class Reader {
  pos = 0;

  constructor(readonly bytes: Uint8Array) {}

  fail(message: string, at: number = this.pos): never {
    throw new PhpUnserializeError(message, at);
  }

  value(depth: number): PhpValue {
    const start = this.pos;
    const type = this.bytes[this.pos];
    if (type === undefined) this.fail('unexpected end of data');
    const tag = String.fromCharCode(type);
    if (tag === 'N') {
      this.pos += 1;
      this.expect(ascii.semicolon);
      return null;
    }
    this.pos += 1;
    this.expect(ascii.colon);
    switch (tag) {
      case 'b':
        return this.boolean();
      case 'i':
        return this.integer();
      case 'd':
        return this.float();
      case 's':
        return this.string();
      case 'a':
        return this.array(depth);
      case 'O':
        return this.object(depth);
      case 'r':
      case 'R':
        return this.fail('references (r:/R:) are not supported', start);
      default:
        return this.fail(`unsupported type '${tag}'`, start);
    }
  }

  private boolean(): boolean {
    const token = this.until(ascii.semicolon);
    if (token !== '0' && token !== '1') this.fail(`invalid boolean '${token}'`);
    this.pos += 1;
    return token === '1';
  }

  private integer(): number {
    const start = this.pos;
    const token = this.until(ascii.semicolon);
    if (!/^[+-]?[0-9]+$/.test(token)) this.fail(`invalid integer '${token}'`, start);
    this.pos += 1;
    return Number(token);
  }

  private float(): number {
    const start = this.pos;
    const token = this.until(ascii.semicolon);
    this.pos += 1;
    if (token === 'INF') return Infinity;
    if (token === '-INF') return -Infinity;
    if (token === 'NAN') return NaN;
    if (!/^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?$/.test(token)) {
      this.fail(`invalid float '${token}'`, start);
    }
    return Number(token);
  }

  /** s:LEN:"…"; where LEN counts UTF-8 bytes, so the body may itself contain '";'. */
  private string(): string {
    const text = this.quoted();
    this.expect(ascii.semicolon);
    return text;
  }

  /** LEN:"…" (the part strings and class names share), up to and including the closing quote. */
  private quoted(): string {
    const length = this.length(ascii.colon);
    this.expect(ascii.quote);
    const start = this.pos;
    const end = start + length;
    if (end > this.bytes.length) this.fail(`string of ${length} bytes runs past the end of the data`, start);
    let text: string;
    try {
      text = strictUtf8.decode(this.bytes.subarray(start, end));
    } catch {
      return this.fail(`string length ${length} splits a UTF-8 character`, start);
    }
    this.pos = end;
    this.expect(ascii.quote, `string length ${length} does not match: expected '"' after ${length} bytes`);
    return text;
  }

  /** a:N:{key value …}; a list when the keys are exactly 0…N-1 in order, a map otherwise. */
  private array(depth: number): PhpValue[] | PhpMap {
    const entries = this.entries(depth, 'array');
    if (entries.every(([key], index) => key === index)) return entries.map(([, value]) => value);
    return toMap(entries);
  }

  /** O:LEN:"Class":N:{…}, read as a map of its properties plus '__class'. */
  private object(depth: number): PhpMap {
    const className = this.quoted();
    this.expect(ascii.colon);
    const entries = this.entries(depth, 'object');
    const map = toMap(entries.map(([key, value]) => [propertyName(String(key)), value]));
    map['__class'] = className;
    return map;
  }

  private entries(depth: number, kind: 'array' | 'object'): [number | string, PhpValue][] {
    if (depth >= maxPhpDepth) this.fail(`nesting deeper than ${maxPhpDepth} levels`);
    const countAt = this.pos;
    const count = this.length(ascii.colon);
    // The shortest entry, "i:0;N;", takes 6 bytes, so an impossible count is refused before looping.
    if (count * 6 > this.bytes.length - this.pos) this.fail(`${kind} claims ${count} entries`, countAt);
    this.expect(ascii.braceOpen);
    const entries: [number | string, PhpValue][] = [];
    for (let i = 0; i < count; i += 1) {
      const key = this.key();
      entries.push([key, this.value(depth + 1)]);
    }
    this.expect(ascii.braceClose);
    return entries;
  }

  private key(): number | string {
    const start = this.pos;
    const tag = this.bytes[this.pos];
    if (tag === 0x69 /* i */) {
      this.pos += 1;
      this.expect(ascii.colon);
      return this.integer();
    }
    if (tag === 0x73 /* s */) {
      this.pos += 1;
      this.expect(ascii.colon);
      return this.string();
    }
    return this.fail('array keys must be integers or strings', start);
  }

  /** Unsigned decimal followed by the separator. */
  private length(separator: number): number {
    const start = this.pos;
    const token = this.until(separator);
    if (!/^[0-9]+$/.test(token) || token.length > 15) this.fail(`invalid length '${token}'`, start);
    this.pos += 1;
    return Number(token);
  }

  /** ASCII text from pos up to (not including) the next `stop` byte; pos is left on that byte. */
  private until(stop: number): string {
    const start = this.pos;
    // No token here is longer than a float's 30-odd characters, so the search never scans the whole input.
    const offset = this.bytes.subarray(start, start + 65).indexOf(stop);
    if (offset === -1) this.fail(`missing '${String.fromCharCode(stop)}'`, start);
    const end = start + offset;
    this.pos = end;
    return String.fromCharCode(...this.bytes.subarray(start, end));
  }

  private expect(byte: number, message = `expected '${String.fromCharCode(byte)}'`): void {
    if (this.bytes[this.pos] !== byte) this.fail(message);
    this.pos += 1;
  }
}

function toMap(entries: [number | string, PhpValue][]): PhpMap {
  const map: PhpMap = Object.create(null);
  for (const [key, value] of entries) map[String(key)] = value;
  return map;
}

/** Private and protected properties are serialized as "\0Class\0name" and "\0*\0name". */
function propertyName(key: string): string {
  if (!key.startsWith('\u0000')) return key;
  const second = key.indexOf('\u0000', 1);
  return second === -1 ? key : key.slice(second + 1);
}
