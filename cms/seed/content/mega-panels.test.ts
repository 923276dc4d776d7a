import { describe, expect, it } from 'vitest';
import { readLayout } from '../../../builder/layout';
import { walkLayout } from '../../../builder/render-layout';
import { servicesPanel } from './mega-panels';

describe('the seeded services mega panel', () => {
  const panel = servicesPanel();

  it('validates against the widget registry', () => {
    const result = readLayout(panel.layout);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('adds no heading to the outline of the pages it opens on (texts, not h1–h6)', () => {
    const tags: unknown[] = [];
    walkLayout(panel.layout.content as never, (node) => {
      if (node.type === 'heading') tags.push((node.props as { tag?: unknown }).tag);
    });
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.every((tag) => tag === 'p')).toBe(true);
  });
});
