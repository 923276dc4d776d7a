import { describe, expect, it } from 'vitest';
import type { WxrItem } from '../../engines/wordpress/wxr';
import { kitDesign } from './kit-design';
import { php, type PhpInput } from './popup-testing';
import { wxrItem } from '../../engines/wordpress/testing';

/** A kit as Elementor exports it: its Site Settings PHP-serialised in `_elementor_page_settings`. */
function kit(colours: Record<string, string>, extra: Record<string, PhpInput> = {}): WxrItem {
  const system_colors = Object.entries(colours).map(([_id, color]) => ({ _id, color }));
  const settings = php({ system_colors, ...extra });
  return wxrItem({
    id: 91,
    title: 'Default Kit',
    type: 'elementor_library',
    meta: { _elementor_template_type: 'kit', _elementor_page_settings: settings },
  });
}

describe("the Elementor kit's globals as Site Settings' design", () => {
  it('takes the primary, secondary and text colours, and notes what arig has no place for yet', () => {
    const { brand, layout, notes } = kitDesign(
      kit({ primary: '#1B4F8A', secondary: '#F2A900', text: '#2B2B2B', accent: '#12A37F' }),
    );
    expect(brand).toEqual({ primary: '#1b4f8a', secondary: '#f2a900', text: '#2b2b2b' });
    expect(layout).toEqual({});
    expect(notes).toEqual([expect.stringContaining('לא יובאו: accent')]);
  });

  it('takes the primary typography as the headings and the text typography as the body, when arig hosts them', () => {
    const typography = (primary: string, text: string) => ({
      system_typography: [
        { _id: 'primary', typography_font_family: primary, typography_font_weight: '700' },
        { _id: 'secondary', typography_font_family: 'Assistant', typography_font_weight: '600' },
        { _id: 'text', typography_font_family: text, typography_font_weight: '400' },
      ],
    });
    const hosted = kitDesign(kit({}, typography('Frank Ruhl Libre', 'assistant')));
    expect(hosted.fonts).toEqual({ headings: 'frank-ruhl-libre', body: 'assistant' });
    expect(hosted.notes).toEqual([
      expect.stringContaining('טיפוגרפיה של אלמנטור שלאריג עוד אין מקום להן לא יובאו: secondary'),
    ]);
    const foreign = kitDesign(kit({}, typography('Roboto', 'Heebo')));
    expect(foreign.fonts).toEqual({ body: 'heebo' });
    expect(foreign.notes[0]).toMatch(/הגופן "primary" של אלמנטור \(\u2066Roboto\u2069\) אינו מאוחסן באריג/);
  });

  it('reads #RGB and opaque #RRGGBBAA, and leaves out a colour that would fail contrast, saying why', () => {
    expect(kitDesign(kit({ primary: '#036', text: '#222222FF' })).brand).toEqual({
      primary: '#003366',
      text: '#222222',
    });
    const { brand, notes } = kitDesign(kit({ primary: '#7a1f3d', text: '#BBBBBB' }));
    expect(brand).toEqual({ primary: '#7a1f3d' });
    expect(notes).toEqual([expect.stringMatching(/"text".*#bbbbbb.*לא יובא: צבע הטקסט על צבע הרקע בניגודיות/)]);
    expect(kitDesign(kit({ primary: '#7a1f3d80' })).notes).toEqual([expect.stringContaining('אינו צבע אטום')]);
  });

  it("takes the container width and the buttons' corner radius in pixels, when in range", () => {
    const sizes = { container_width: { unit: 'px', size: 1140 }, button_border_radius: { unit: 'px', top: '6' } };
    const settings = (extra: Record<string, PhpInput>) => kitDesign(kit({}, extra)).layout;
    expect(kitDesign(kit({ primary: '#1B4F8A' }, sizes)).layout).toEqual({ containerWidth: 1140, buttonRadius: 6 });
    expect(settings({ container_width: { unit: '%', size: 90 } })).toEqual({});
    expect(settings({ button_border_radius: { unit: 'px', top: '99' } })).toEqual({});
    expect(settings({ button_border_radius: { unit: 'px', top: '40' } })).toEqual({ buttonRadius: 40 });
  });
});
