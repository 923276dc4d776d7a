import { describe, expect, it } from 'vitest';
import {
  LAYOUT_VERSION,
  MAX_DEPTH,
  mapNodes,
  migrateLayout,
  readLayout,
  validateLayout,
  type Migration,
} from './layout';

const layout = (content: unknown[], extra: Record<string, unknown> = {}) => ({
  version: 1,
  root: { props: { title: 'בית' } },
  content,
  ...extra,
});
const heading = (id: string, props: Record<string, unknown> = {}) => ({
  type: 'heading',
  props: { id, text: 'כותרת', ...props },
});
const errorsOf = (input: unknown) => {
  const result = validateLayout(input);
  return result.ok ? [] : result.errors;
};
const paths = (input: unknown) => errorsOf(input).map((e) => e.path);

describe('validateLayout accepts and normalises', () => {
  it('accepts a Puck-shaped layout and fills defaults', () => {
    const result = validateLayout(layout([heading('h1')]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.layout.version).toBe(LAYOUT_VERSION);
    expect(result.layout.root.props.title).toBe('בית');
    expect(result.layout.content[0]!.props).toMatchObject({
      id: 'h1',
      text: 'כותרת',
      tag: 'h2',
      align: 'start',
      animation: 'none',
    });
  });

  it('accepts an empty root and empty zones (what Puck saves with slots only)', () => {
    expect(validateLayout({ version: 1, root: {}, content: [], zones: {} }).ok).toBe(true);
  });

  it('validates slot children recursively and sanitises rich text on save', () => {
    const result = validateLayout(
      layout([
        {
          type: 'container',
          props: {
            id: 'c1',
            items: [
              { type: 'text-editor', props: { id: 't1', html: '<p onclick="x()">שלום<script>alert(1)</script></p>' } },
            ],
          },
        },
      ]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const child = (result.layout.content[0]!.props.items as { props: { html: string } }[])[0]!;
    expect(child.props.html).toBe('<p>שלום</p>');
  });
});

describe('validateLayout rejects each bad-input class with a Hebrew message', () => {
  it('unknown widget types (including prototype keys)', () => {
    for (const type of ['script', 'html', '__proto__', 'constructor', 'toString']) {
      const errors = errorsOf(layout([{ type, props: { id: 'x1' } }]));
      expect(
        errors.map((e) => e.path),
        type,
      ).toEqual(['content.0.type']);
      expect(errors[0]!.message).toContain('סוג רכיב לא מוכר');
    }
  });

  it('enum values outside the allowlist', () => {
    expect(paths(layout([heading('h1', { tag: 'script' })]))).toEqual(['content.0.props.tag']);
    expect(paths(layout([heading('h1', { align: 'left' })]))).toEqual(['content.0.props.align']);
    expect(paths(layout([heading('h1', { animation: 'fadeInLeft' })]))).toEqual(['content.0.props.animation']);
    expect(paths(layout([heading('h1', { sticky_on: ['desktop', 'watch'] })]))).toEqual([
      'content.0.props.sticky_on.1',
    ]);
    expect(errorsOf(layout([heading('h1', { tag: 'h7' })]))[0]!.message).toBe('ערך שאינו ברשימת הערכים המותרים');
  });

  it('javascript:, data: and other non-allowlisted URLs', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://x.example',
      '//evil.example',
      ' https://x.example',
    ]) {
      const errors = errorsOf(layout([{ type: 'button', props: { id: 'b1', link } }]));
      expect(
        errors.map((e) => e.path),
        link,
      ).toEqual(['content.0.props.link']);
      expect(errors[0]!.message).toContain('כתובת לא מורשית');
    }
  });

  it('bad anchor ids and CSS classes', () => {
    for (const anchor_id of ['1abc', 'a b', 'x"><script>', '#top', 'a'.repeat(65)]) {
      expect(paths(layout([heading('h1', { anchor_id })])), anchor_id).toEqual(['content.0.props.anchor_id']);
    }
    for (const css_classes of ['ok bad"class', '9lives', 'a{color:red}', 'x'.repeat(201)]) {
      expect(paths(layout([heading('h1', { css_classes })])), css_classes).toEqual(['content.0.props.css_classes']);
    }
    expect(validateLayout(layout([heading('h1', { anchor_id: '_team-1', css_classes: ' big  red_1 ' })])).ok).toBe(
      true,
    );
  });

  it('bad node ids', () => {
    expect(paths(layout([{ type: 'heading', props: { id: 'a"b', text: 'x' } }]))).toEqual(['content.0.props.id']);
    expect(paths(layout([{ type: 'heading', props: { text: 'x' } }]))).toEqual(['content.0.props.id']);
  });

  it('oversize strings, numbers out of range, too many items', () => {
    expect(paths(layout([heading('h1', { text: 'א'.repeat(501) })]))).toEqual(['content.0.props.text']);
    expect(errorsOf(layout([heading('h1', { text: 'א'.repeat(501) })]))[0]!.message).toContain('ארוך מדי');
    expect(paths(layout([heading('h1', { animation_delay: 10_001 })]))).toEqual(['content.0.props.animation_delay']);
    expect(paths(layout([heading('h1', { animation_delay: 1.5 })]))).toEqual(['content.0.props.animation_delay']);
    const items = Array.from({ length: 51 }, () => ({ title: 'x', content: '' }));
    expect(paths(layout([{ type: 'accordion', props: { id: 'a1', items } }]))).toEqual(['content.0.props.items']);
  });

  it('unknown props and unknown node keys', () => {
    expect(paths(layout([heading('h1', { onclick: 'alert(1)' })]))).toEqual(['content.0.props']);
    expect(paths(layout([{ ...heading('h1'), html: '<script>' }]))).toEqual(['content.0.html']);
  });

  it('bidi override characters in plain text', () => {
    expect(paths(layout([heading('h1', { text: 'שלום\u202Eעולם' })]))).toEqual(['content.0.props.text']);
  });

  it('nesting deeper than the limit', () => {
    let node: unknown = heading('leaf');
    for (let i = 0; i < MAX_DEPTH; i++) node = { type: 'container', props: { id: `c${i}`, items: [node] } };
    const errors = errorsOf(layout([node]));
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('קינון עמוק מדי');
    let ok: unknown = heading('leaf');
    for (let i = 0; i < MAX_DEPTH - 1; i++) ok = { type: 'container', props: { id: `c${i}`, items: [ok] } };
    expect(validateLayout(layout([ok])).ok).toBe(true);
  });

  it('too many nodes', () => {
    const items = Array.from({ length: 200 }, (_, i) => heading(`h${i}`));
    const content = Array.from({ length: 11 }, (_, i) => ({
      type: 'container',
      props: { id: `c${i}`, items: items.map((h) => ({ ...h, props: { ...h.props, id: `${h.props.id}-${i}` } })) },
    }));
    expect(errorsOf(layout(content)).some((e) => e.message.includes('יותר מדי רכיבים'))).toBe(true);
  });

  it('duplicate node ids and anchors', () => {
    expect(paths(layout([heading('h1'), heading('h1')]))).toEqual(['content.1.props.id']);
    expect(paths(layout([heading('h1', { anchor_id: 'a' }), heading('h2', { anchor_id: 'a' })]))).toEqual([
      'content.1.props.anchor_id',
    ]);
  });

  it('children not allowed in a slot (columns only in sections)', () => {
    expect(paths(layout([{ type: 'section', props: { id: 's1', columns: [heading('h1')] } }]))).toEqual([
      'content.0.props.columns.0.type',
    ]);
    expect(paths(layout([{ type: 'column', props: { id: 'c1' } }]))).toEqual(['content.0.type']);
    expect(
      validateLayout(
        layout([
          {
            type: 'section',
            props: { id: 's1', columns: [{ type: 'column', props: { id: 'c1', items: [heading('h1')] } }] },
          },
        ]),
      ).ok,
    ).toBe(true);
  });

  it('a bad top-level shape, version, root or zones', () => {
    expect(paths(null)).toEqual(['']);
    expect(paths([])).toEqual(['']);
    expect(paths({ version: 1, root: {} })).toEqual(['content']);
    expect(paths({ version: 2, root: {}, content: [] })).toEqual(['version']);
    expect(paths({ version: 1, root: { props: { title: 1 } }, content: [] })).toEqual(['root.props.title']);
    expect(paths({ version: 1, root: { props: {}, extra: 1 }, content: [] })).toEqual(['root']);
    expect(paths({ version: 1, root: {}, content: [], zones: { 'c1:items': [heading('h1')] } })).toEqual(['zones']);
    expect(paths({ version: 1, root: {}, content: [], extra: 1 })).toEqual(['extra']);
  });

  it('messages are Hebrew', () => {
    const errors = errorsOf(layout([heading('h1', { tag: 'x', link: 'javascript:x', text: 5 })]));
    expect(errors.length).toBe(3);
    for (const e of errors) expect(e.message).toMatch(/[\u0590-\u05ff]/);
  });
});

describe('migrateLayout', () => {
  it('moves a v0 layout (no version, Elementor _animation) to v1, also inside slots', () => {
    const v0 = {
      root: {},
      content: [
        { type: 'heading', props: { id: 'h1', text: 'x', _animation: 'fadeIn' } },
        {
          type: 'container',
          props: { id: 'c1', items: [{ type: 'heading', props: { id: 'h2', text: 'y', _animation: 'zoomIn' } }] },
        },
      ],
    };
    const result = migrateLayout(v0);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.from).toBe(0);
    expect(result.layout.version).toBe(1);
    const [first, second] = result.layout.content as { props: Record<string, unknown> }[];
    expect(first!.props).toEqual({ id: 'h1', text: 'x', animation: 'fadeIn' });
    expect((second!.props.items as { props: Record<string, unknown> }[])[0]!.props.animation).toBe('zoomIn');
    expect(v0.content[0]!.props).toHaveProperty('_animation'); // input untouched
    expect(validateLayout(result.layout).ok).toBe(true);
  });

  it('leaves a current layout alone', () => {
    const result = migrateLayout({ version: 1, root: {}, content: [] });
    expect(result).toEqual({ ok: true, from: 1, layout: { version: 1, root: {}, content: [] } });
  });

  it('runs each step in order up to the target', () => {
    const steps: Record<number, Migration> = {
      0: (l) => ({ ...l, trail: ['0→1'] }),
      1: (l) => ({ ...l, trail: [...(l.trail as string[]), '1→2'] }),
    };
    const result = migrateLayout({ content: [] }, steps, 2);
    expect(result.ok && result.layout).toEqual({ content: [], trail: ['0→1', '1→2'], version: 2 });
  });

  it('refuses future, malformed or unmigratable versions', () => {
    expect(migrateLayout({ version: 9, content: [] }).ok).toBe(false);
    expect(migrateLayout({ version: '1', content: [] }).ok).toBe(false);
    expect(migrateLayout({ version: -1, content: [] }).ok).toBe(false);
    expect(migrateLayout({ content: [] }, {}, 1).ok).toBe(false);
    expect(migrateLayout('x').ok).toBe(false);
  });

  it('readLayout migrates then validates', () => {
    expect(readLayout({ root: {}, content: [heading('h1', { _animation: 'fadeIn' })] }).ok).toBe(true);
    expect(readLayout({ root: {}, content: [heading('h1', { _animation: 'explode' })] }).ok).toBe(false);
  });

  it('mapNodes ignores non-node values', () => {
    expect(mapNodes('x', (p) => p)).toBe('x');
    expect(mapNodes([1, { type: 'heading' }], (p) => p)).toEqual([1, { type: 'heading' }]);
  });
});

describe('size cap', () => {
  it('refuses a layout over the serialised size limit before walking it', () => {
    const big = {
      version: 1,
      root: {},
      content: [{ type: 'text-editor', props: { id: 't', html: 'x'.repeat(2_000_001) } }],
    };
    const result = validateLayout(big);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([{ path: '', message: expect.stringContaining('גדולה מדי') }]);
  });
});
