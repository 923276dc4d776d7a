import { describe, expect, it } from 'vitest';
import { validateLayout } from '../layout';
import type { LayoutNode } from '../props';
import { readElement } from './elementor-types';
import { finalizeLayout } from './finalize';
import { MapContext } from './map-context';
import { testResolver } from './testing';

const draft = (content: LayoutNode[]) => ({ version: 1 as const, root: { props: { title: 'עמוד' } }, content });

describe('finalizeLayout: the safety net after mapping', () => {
  it('returns what the save validator returns when the draft is valid', () => {
    const ctx = new MapContext(testResolver());
    const layout = finalizeLayout(draft([{ type: 'heading', props: { id: 'h', text: 'שלום' } }]), ctx);
    expect(layout.content[0]!.props).toMatchObject({ text: 'שלום', tag: 'h2', animation: 'none' });
    expect(ctx.report.finish().issues).toEqual([]);
  });

  it('turns a refused widget back into a placeholder with its Elementor settings', () => {
    const ctx = new MapContext(testResolver());
    const settings = { countdown_type: 'evergreen', evergreen_counter_hours: { size: 0 } };
    const el = readElement({ id: 'cd1', elType: 'widget', widgetType: 'countdown', settings, elements: [] })!;
    ctx.keepSource('countdown-cd1', el);
    const layout = finalizeLayout(
      draft([
        {
          type: 'countdown',
          props: { id: 'countdown-cd1', mode: 'evergreen', evergreen_hours: 0, evergreen_minutes: 0 },
        },
      ]),
      ctx,
    );
    expect(layout.content[0]!.type).toBe('wp-placeholder');
    expect(JSON.parse(String(layout.content[0]!.props.settings))).toEqual(settings);
    expect(ctx.report.finish().issues.join('\n')).toContain('לא עבר את בדיקת השמירה');
  });

  it('keeps a refused layout element’s children, removes what a slot does not allow, renames a duplicate id', () => {
    const ctx = new MapContext(testResolver());
    const layout = finalizeLayout(
      draft([
        {
          type: 'section',
          props: {
            id: 's',
            gap: 'enormous',
            columns: [
              { type: 'column', props: { id: 'c', items: [{ type: 'heading', props: { id: 'h', text: 'נשאר' } }] } },
            ],
          },
        },
        { type: 'column', props: { id: 'stray', items: [] } },
        { type: 'heading', props: { id: 'h', text: 'כפול' } },
      ]),
      ctx,
    );
    expect(validateLayout(layout).ok).toBe(true);
    expect(layout.content.map((n) => n.type)).toEqual(['section', 'heading']);
    expect(layout.content[0]!.props.gap).toBe('default');
    const column = (layout.content[0]!.props.columns as LayoutNode[])[0]!;
    expect((column.props.items as LayoutNode[])[0]!.props.text).toBe('נשאר');
    expect(layout.content[1]!.props.id).not.toBe('h');
  });

  it('clears a title the validator refuses', () => {
    const ctx = new MapContext(testResolver());
    const layout = finalizeLayout({ version: 1, root: { props: { title: 'x\u202e' } }, content: [] }, ctx);
    expect(validateLayout(layout).ok).toBe(true);
    expect(layout.root.props.title).toBe('');
  });
});
