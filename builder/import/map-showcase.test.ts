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
});
