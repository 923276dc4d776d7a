import { describe, expect, it } from 'vitest';
import {
  isSafeJsonTree,
  isSameOriginPath,
  maxRefreshBodyBytes,
  parseRefreshLoopBody,
  parseRefreshLoopText,
  refreshLimits,
  refreshMessages,
} from './request';

const valid = () => ({
  post_id: 42,
  widget_id: 'a1b2c3d',
  widget_filters: {
    f9e8d7c: {
      filterType: 'taxonomy',
      filterData: { selectedTaxonomy: 'category', terms: ['news', 'בדים', '!old'], logicalJoin: 'OR' },
    },
  },
  pagination_base_url: '/articles/',
});

const hebrew = /[\u05D0-\u05EA]/;

function rejected(body: unknown) {
  const result = parseRefreshLoopBody(body);
  if (result.ok) throw new Error(`accepted: ${JSON.stringify(body)}`);
  return result;
}

describe('accepted bodies', () => {
  it('takes the public call and reports it is not edit mode', () => {
    const result = parseRefreshLoopBody(valid());
    expect(result).toEqual({ ok: true, value: valid(), editMode: false });
  });

  it('takes post_id 0, a category archive (archives have no document)', () => {
    expect(parseRefreshLoopBody({ ...valid(), post_id: 0 })).toMatchObject({ ok: true, value: { post_id: 0 } });
  });

  it('takes the edit-mode call with widget_model and is_edit_mode', () => {
    const body = { ...valid(), widget_model: { settings: { columns: 3 }, elements: [] }, is_edit_mode: true };
    expect(parseRefreshLoopBody(body)).toEqual({ ok: true, value: body, editMode: true });
  });

  it('flags any widget_model as an edit-mode claim, so the endpoint checks the session', () => {
    const body = { ...valid(), widget_model: {} };
    expect(parseRefreshLoopBody(body)).toMatchObject({ ok: true, editMode: true });
    expect(parseRefreshLoopBody({ ...valid(), is_edit_mode: false })).toMatchObject({ ok: true, editMode: false });
  });

  it('takes empty filters (the "all" state) and an empty term list', () => {
    expect(parseRefreshLoopBody({ ...valid(), widget_filters: {} }).ok).toBe(true);
    const body = valid();
    body.widget_filters.f9e8d7c.filterData.terms = [];
    expect(parseRefreshLoopBody(body).ok).toBe(true);
  });

  it('treats every join other than AND or OR as DISABLED (spec §5)', () => {
    for (const [join, expected] of [
      ['AND', 'AND'],
      ['OR', 'OR'],
      ['and', 'DISABLED'],
      ['NOT', 'DISABLED'],
      ['', 'DISABLED'],
      [undefined, 'DISABLED'],
    ] as const) {
      const body = valid();
      const data: Record<string, unknown> = body.widget_filters.f9e8d7c.filterData;
      if (join === undefined) delete data.logicalJoin;
      else data.logicalJoin = join;
      const result = parseRefreshLoopBody(body);
      expect([join, result.ok && result.value.widget_filters.f9e8d7c?.filterData.logicalJoin]).toEqual([
        join,
        expected,
      ]);
    }
  });
});

describe('rejected bodies (400, Hebrew message naming the field)', () => {
  const cases: [string, (b: Record<string, unknown>) => void, string][] = [
    ['post_id as a string', (b) => (b.post_id = '1'), refreshMessages.post_id],
    ['post_id negative', (b) => (b.post_id = -1), refreshMessages.post_id],
    ['post_id negative zero', (b) => (b.post_id = -0.5), refreshMessages.post_id],
    ['post_id fractional', (b) => (b.post_id = 1.5), refreshMessages.post_id],
    ['post_id unsafe', (b) => (b.post_id = 2 ** 53 + 2), refreshMessages.post_id],
    ['post_id array', (b) => (b.post_id = []), refreshMessages.post_id],
    ['post_id object', (b) => (b.post_id = {}), refreshMessages.post_id],
    ['post_id null', (b) => (b.post_id = null), refreshMessages.post_id],
    ['post_id true', (b) => (b.post_id = true), refreshMessages.post_id],
    ['post_id SQL', (b) => (b.post_id = '1 OR 1=1'), refreshMessages.post_id],
    ['post_id missing', (b) => delete b.post_id, refreshMessages.missing('post_id')],
    ['widget_id with a space', (b) => (b.widget_id = 'a b'), refreshMessages.widget_id],
    ['widget_id empty', (b) => (b.widget_id = ''), refreshMessages.widget_id],
    ['widget_id too long', (b) => (b.widget_id = 'a'.repeat(65)), refreshMessages.widget_id],
    ['widget_id markup', (b) => (b.widget_id = '"><img src=x onerror=alert(1)>'), refreshMessages.widget_id],
    ['widget_id number', (b) => (b.widget_id = 7), refreshMessages.widget_id],
    ['widget_id lone surrogate', (b) => (b.widget_id = 'a\ud800'), refreshMessages.widget_id],
    ['widget_id missing', (b) => delete b.widget_id, refreshMessages.missing('widget_id')],
    ['widget_filters string', (b) => (b.widget_filters = 'category'), refreshMessages.widget_filters],
    ['widget_filters array', (b) => (b.widget_filters = []), refreshMessages.widget_filters],
    ['widget_filters null', (b) => (b.widget_filters = null), refreshMessages.widget_filters],
    [
      'widget_filters too many',
      (b) =>
        (b.widget_filters = Object.fromEntries(
          Array.from({ length: refreshLimits.filters + 1 }, (_, i) => [
            `f${i}`,
            { filterType: 'taxonomy', filterData: { selectedTaxonomy: 'category', terms: [] } },
          ]),
        )),
      refreshMessages.widget_filters,
    ],
    [
      'a filter with an unknown key',
      (b) =>
        (b.widget_filters = {
          f: { filterType: 'taxonomy', filterData: { selectedTaxonomy: 'category', terms: [], x: 1 } },
        }),
      refreshMessages.widget_filters,
    ],
    [
      'an unknown filter type',
      (b) =>
        (b.widget_filters = { f: { filterType: 'meta', filterData: { selectedTaxonomy: 'category', terms: [] } } }),
      refreshMessages.widget_filters,
    ],
    [
      'a bad taxonomy',
      (b) =>
        (b.widget_filters = { f: { filterType: 'taxonomy', filterData: { selectedTaxonomy: 'Cat!', terms: [] } } }),
      refreshMessages.widget_filters,
    ],
    [
      'a bad term',
      (b) =>
        (b.widget_filters = {
          f: { filterType: 'taxonomy', filterData: { selectedTaxonomy: 'category', terms: ["x' OR 1=1"] } },
        }),
      refreshMessages.widget_filters,
    ],
    [
      'contradicting terms',
      (b) =>
        (b.widget_filters = {
          f: { filterType: 'taxonomy', filterData: { selectedTaxonomy: 'category', terms: ['a', '!a'] } },
        }),
      refreshMessages.widget_filters,
    ],
    [
      'too many terms',
      (b) =>
        (b.widget_filters = {
          f: {
            filterType: 'taxonomy',
            filterData: {
              selectedTaxonomy: 'category',
              terms: Array.from({ length: refreshLimits.terms + 1 }, (_, i) => `t${i}`),
            },
          },
        }),
      refreshMessages.widget_filters,
    ],
    [
      'a join of the wrong type',
      (b) =>
        (b.widget_filters = {
          f: { filterType: 'taxonomy', filterData: { selectedTaxonomy: 'category', terms: [], logicalJoin: 1 } },
        }),
      refreshMessages.widget_filters,
    ],
    [
      'a bad filter key',
      (b) =>
        (b.widget_filters = {
          'a b': { filterType: 'taxonomy', filterData: { selectedTaxonomy: 'category', terms: [] } },
        }),
      refreshMessages.widget_filters,
    ],
    ['pagination_base_url number', (b) => (b.pagination_base_url = 5), refreshMessages.pagination_base_url],
    [
      'pagination_base_url 100 KB',
      (b) => (b.pagination_base_url = `/${'a'.repeat(100_000)}`),
      refreshMessages.pagination_base_url,
    ],
    [
      'pagination_base_url missing',
      (b) => delete b.pagination_base_url,
      refreshMessages.missing('pagination_base_url'),
    ],
    ['widget_model array', (b) => ((b.widget_model = []), (b.is_edit_mode = true)), refreshMessages.widget_model],
    ['widget_model string', (b) => ((b.widget_model = 'x'), (b.is_edit_mode = true)), refreshMessages.widget_model],
    ['is_edit_mode string', (b) => (b.is_edit_mode = 'true'), refreshMessages.is_edit_mode],
    ['edit mode without a model', (b) => (b.is_edit_mode = true), refreshMessages.editModeWithoutModel],
    ['an unknown top-level key', (b) => (b.extra = 1), refreshMessages.unknownKey],
  ];

  for (const [name, mutate, message] of cases) {
    it(name, () => {
      const body: Record<string, unknown> = valid();
      mutate(body);
      expect(rejected(body)).toEqual({ ok: false, status: 400, message });
      expect(message).toMatch(hebrew);
    });
  }

  it('refuses non-objects', () => {
    for (const body of [null, undefined, 1, 'x', true, [], [valid()]]) {
      expect(rejected(body)).toEqual({ ok: false, status: 400, message: refreshMessages.notObject });
    }
  });

  it('never echoes the input', () => {
    const marker = '<svg onload=alert(1)>';
    for (const field of ['post_id', 'widget_id', 'pagination_base_url', marker]) {
      const body: Record<string, unknown> = { ...valid(), [field]: marker };
      expect(rejected(body).message).not.toContain('svg');
    }
  });
});

describe('prototype pollution', () => {
  const reservedBodies = [
    '{"__proto__":{"polluted":1},"post_id":1,"widget_id":"w","widget_filters":{},"pagination_base_url":"/"}',
    '{"constructor":{"prototype":{"polluted":1}},"post_id":1,"widget_id":"w","widget_filters":{},"pagination_base_url":"/"}',
    '{"post_id":1,"widget_id":"w","widget_filters":{"__proto__":{"polluted":1}},"pagination_base_url":"/"}',
    '{"post_id":1,"widget_id":"w","widget_filters":{"f":{"filterType":"taxonomy","filterData":{"selectedTaxonomy":"category","terms":[],"__proto__":{"polluted":1}}}},"pagination_base_url":"/"}',
    '{"post_id":1,"widget_id":"w","widget_filters":{},"pagination_base_url":"/","is_edit_mode":true,"widget_model":{"a":[{"constructor":{"prototype":{"polluted":1}}}]}}',
  ];

  it('refuses __proto__, constructor and prototype keys anywhere, and pollutes nothing', () => {
    for (const text of reservedBodies) {
      expect([text, parseRefreshLoopText(text)]).toEqual([
        text,
        { ok: false, status: 400, message: refreshMessages.reservedKey },
      ]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(Object.keys(Array.prototype)).toEqual([]);
  });

  it('bounds the depth and the number of keys of the tree', () => {
    expect(isSafeJsonTree({ a: [{ b: 1 }] }, 3, 10)).toBe(true);
    expect(isSafeJsonTree({ a: [{ b: { c: 1 } }] }, 2, 10)).toBe(false);
    expect(isSafeJsonTree({ a: 1, b: 2, c: 3 }, 3, 2)).toBe(false);
    expect(isSafeJsonTree(JSON.parse('{"x":{"__proto__":1}}'), 3, 10)).toBe(false);
    const deep = JSON.parse(`${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    expect(isSafeJsonTree(deep, 64, 5000)).toBe(false);
    expect(parseRefreshLoopBody({ ...valid(), widget_model: deep, is_edit_mode: true }).ok).toBe(false);
  });
});

describe('pagination_base_url must be a same-origin path', () => {
  it('accepts paths, with a query and Hebrew', () => {
    for (const path of ['/', '/articles/', '/articles/page/2/?x=1', '/%D7%91%D7%93/', '/בדים/', '/a.b/c-d_e~f']) {
      expect([path, isSameOriginPath(path)]).toEqual([path, true]);
    }
  });

  it('refuses everything that could leave the origin or smuggle markup', () => {
    for (const path of [
      '',
      'articles/',
      '//evil.example/',
      '/\\evil.example/',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      ' /articles/',
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/articles/\u0000',
      '/a b/',
      '/\u202earticles/',
      '/\u200b/',
      '/\ud800/',
      `/${'a'.repeat(refreshLimits.urlLength)}`,
      5,
      null,
    ]) {
      expect([path, isSameOriginPath(path)]).toEqual([path, false]);
    }
  });
});

describe('raw bodies', () => {
  const text = JSON.stringify(valid());

  it('parses a good body given as text or bytes', () => {
    expect(parseRefreshLoopText(text)).toEqual({ ok: true, value: valid(), editMode: false });
    expect(parseRefreshLoopText(new TextEncoder().encode(text))).toEqual({ ok: true, value: valid(), editMode: false });
  });

  it('answers 413 above the limit, counting UTF-8 bytes', () => {
    expect(maxRefreshBodyBytes).toBe(64 * 1024);
    const padded = (n: number, ch: string) => JSON.stringify({ ...valid(), widget_model: { p: ch.repeat(n) } });
    const base = new TextEncoder().encode(padded(0, 'a')).length;
    expect(parseRefreshLoopText(padded(maxRefreshBodyBytes - base, 'a'))).toMatchObject({ ok: true, editMode: true });
    expect(parseRefreshLoopText(padded(maxRefreshBodyBytes - base + 1, 'a'))).toMatchObject({ status: 413 });
    // Hebrew letters are two bytes each: fewer characters than the limit, still too large.
    expect(parseRefreshLoopText(padded(maxRefreshBodyBytes / 2, 'א'))).toEqual({
      ok: false,
      status: 413,
      message: refreshMessages.tooLarge,
    });
    expect(parseRefreshLoopText(new Uint8Array(maxRefreshBodyBytes + 1))).toMatchObject({ status: 413 });
    expect(parseRefreshLoopText('x'.repeat(10 * 1024 * 1024))).toMatchObject({ status: 413 });
  });

  it('answers 400 to malformed JSON', () => {
    for (const bad of [
      '{',
      '{"a":}',
      '{"a":1,}',
      "{'a':1}",
      `\ufeff${text}`,
      'NaN',
      '',
      '{"post_id":1e999,"widget_id":"w","widget_filters":{},"pagination_base_url":"/"}',
    ]) {
      const result = parseRefreshLoopText(bad);
      expect([bad.slice(0, 20), result.ok, !result.ok && result.status]).toEqual([bad.slice(0, 20), false, 400]);
    }
    expect(parseRefreshLoopText(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toEqual({
      ok: false,
      status: 400,
      message: refreshMessages.badJson,
    });
    expect(parseRefreshLoopText(new Uint8Array([0x7b, 0xff, 0x7d]))).toEqual({
      ok: false,
      status: 400,
      message: refreshMessages.badJson,
    });
  });

  it('takes the last of duplicate keys, as JSON.parse does, and still validates it', () => {
    expect(parseRefreshLoopText(text.replace('"post_id":42', '"post_id":42,"post_id":"x"'))).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});

describe('fuzz (seeded)', () => {
  function random(seed: number) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('never throws, answers only 400 or 413 on failure, and what it accepts holds the rules', () => {
    const next = random(11);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const values: unknown[] = [
      1,
      -1,
      0,
      1.5,
      '1',
      '',
      null,
      true,
      [],
      {},
      '/',
      '//x',
      'a'.repeat(300),
      { __proto__: null },
      JSON.parse('{"__proto__":{"polluted":1}}'),
      { filterType: 'taxonomy', filterData: { selectedTaxonomy: 'category', terms: ['a'] } },
      '\u202e\u2066',
      'javascript:alert(1)',
    ];
    const keys = ['post_id', 'widget_id', 'widget_filters', 'pagination_base_url', 'widget_model', 'is_edit_mode', 'x'];
    for (let i = 0; i < 3000; i += 1) {
      const body: Record<string, unknown> = valid();
      for (let m = Math.floor(next() * 3); m >= 0; m -= 1) {
        const key = pick(keys);
        if (next() < 0.2) delete body[key];
        else body[key] = pick(values);
      }
      if (next() < 0.3)
        (body.widget_filters as Record<string, unknown>) = { [pick(['f', 'a b', '__proto__'])]: pick(values) };
      const raw = next() < 0.5 ? JSON.stringify(body) : JSON.stringify(body).slice(0, Math.floor(next() * 200));
      const result = parseRefreshLoopText(raw);
      if (!result.ok) {
        expect([400, 413]).toContain(result.status);
        expect(result.message).toMatch(hebrew);
        continue;
      }
      const v = result.value;
      expect(Number.isSafeInteger(v.post_id) && v.post_id >= 0).toBe(true);
      expect(isSameOriginPath(v.pagination_base_url)).toBe(true);
      expect(result.editMode).toBe(v.is_edit_mode === true || v.widget_model !== undefined);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
