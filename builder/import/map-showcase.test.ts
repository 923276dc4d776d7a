import { describe, expect, it } from 'vitest';
import { map } from './testing';

describe('showcase', () => {
  it("slides: the headings', descriptions' and buttons' typography (Elementor's three groups)", () => {
    const { props, issues } = map('slides', {
      slides: [{ heading: 'פתיחה', description: 'משפט', background_overlay: 'yes' }],
      heading_typography_typography: 'custom',
      heading_typography_font_size_tablet: { unit: 'px', size: 36, sizes: [] },
      description_typography_typography: 'custom',
      description_typography_line_height: { unit: 'em', size: 1.8, sizes: [] },
      button_typography_typography: 'custom',
      button_typography_font_weight: '400',
    });
    expect(props).toMatchObject({
      typo_heading_size_tablet: 36,
      typo_description_line_height: 1.8,
      typo_button_weight: '400',
    });
    expect(issues).not.toContain('_typography');
  });

  it('slides: a slide without an overlay, or with one too faint, gets the least that keeps its text readable', () => {
    const { node, props, issues } = map('slides', {
      slides: [
        { heading: 'בלי כיסוי' },
        { heading: 'כיסוי כחול', background_overlay: 'yes', background_overlay_color: '#3366cc' },
        { heading: 'כיסוי כהה', background_overlay: 'yes', background_overlay_color: '#000000' },
        { heading: 'כיסוי אפור', background_overlay: 'yes', background_overlay_color: '#808080' },
      ],
    });
    expect(node.type).toBe('slides');
    const overlays = (props.slides as { overlay_color: string; overlay_opacity: number }[]).map((s) => [
      s.overlay_color,
      s.overlay_opacity,
    ]);
    expect(overlays[0]![0]).toBe('#10213a');
    expect(overlays[0]![1]).toBeGreaterThan(0);
    expect(overlays[0]![1]).toBeLessThan(65);
    // A mid blue needs 92% to carry white text over a white picture.
    expect(overlays[1]).toEqual(['#3366cc', 92]);
    expect(overlays[2]).toEqual(['#000000', 65]);
    // No opacity of a mid grey carries either text: the slider's own dark blue, at 65%.
    expect(overlays[3]).toEqual(['#10213a', 65]);
    expect(issues).toContain('שקופית 4: על צבע הכיסוי ⁦#808080⁩ הטקסט לא קריא בשום אטימות');
    expect(issues).toContain('שקופית 1: נוספה שכבת כיסוי של');
    expect(issues).toContain('שקופית 2: נוספה שכבת כיסוי של');
    expect(issues).not.toContain('שקופית 3');
  });
});
