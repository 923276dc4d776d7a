import { describe, expect, it } from 'vitest';
import type { WxrItem } from '../../engines/wordpress/wxr';
import { readFileSync } from 'node:fs';
import { parseWxr } from '../../engines/wordpress/wxr';
import { findKit, kitDesign, kitGlobalColours } from './kit-design';
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
  it('takes the primary, secondary, text and accent colours, and notes what arig has no place for yet', () => {
    const { brand, layout, notes } = kitDesign(
      kit({ primary: '#1B4F8A', secondary: '#F2A900', text: '#2B2B2B', accent: '#12A37F', other: '#000000' }),
    );
    expect(brand).toEqual({ primary: '#1b4f8a', secondary: '#f2a900', text: '#2b2b2b', accent: '#12a37f' });
    expect(layout).toEqual({});
    expect(notes).toEqual([expect.stringContaining('לא יובאו: other')]);
    // An accent no button text reads on is left as the design's (the primary), saying why.
    const grey = kitDesign(kit({ accent: '#808080' }));
    expect(grey.brand).toEqual({});
    expect(grey.notes).toEqual([expect.stringMatching(/"accent".*לא יובא: צבע ההדגשה אינו קריא/)]);
  });

  it('takes the custom colours by their Elementor ids, each only if the studio would save it', () => {
    const custom_colors = [
      { _id: '3f1c2a9', title: 'רקע בהיר', color: '#F3F6FA' },
      { _id: 'b77e0d4', title: 'וואטסאפ', color: '#25D366' },
      { _id: 'c1', title: 'רקע בהיר', color: '#ffffff' },
      { _id: 'c2', title: 'אפור', color: '#808080' },
      { _id: 'c3', title: 'שקוף', color: '#25D36680' },
      { _id: 'bad id', title: 'שבור', color: '#000000' },
    ];
    const design = kitDesign(kit({ accent: '#12A37F' }, { custom_colors }));
    expect(design.customColours).toEqual([
      { id: '3f1c2a9', name: 'רקע בהיר', colour: '#f3f6fa' },
      { id: 'b77e0d4', name: 'וואטסאפ', colour: '#25d366' },
    ]);
    expect(design.notes).toEqual([
      expect.stringContaining('כבר יש צבע בשם "רקע בהיר"'),
      expect.stringContaining('לא טקסט כהה ולא טקסט לבן'),
      expect.stringContaining('אינו צבע אטום'),
      expect.stringContaining('המזהה שלו'),
    ]);
    // What the layouts' __globals__ may name: the accent and the named colours; a heading only in what reads.
    expect(Object.fromEntries(kitGlobalColours(design))).toEqual({
      accent: { value: 'accent', readsAsText: false },
      '3f1c2a9': { value: 'colour:3f1c2a9', readsAsText: false },
      b77e0d4: { value: 'colour:b77e0d4', readsAsText: false },
    });
  });

  it("takes the fixture site's kit: its four system colours and its two custom ones", () => {
    const xml = readFileSync(new URL('../../../shared/fixtures/wordpress/site-export.xml', import.meta.url), 'utf8');
    const design = kitDesign(findKit(parseWxr(xml).items)!);
    expect(design.brand).toEqual({ primary: '#1b4f8a', secondary: '#f2a900', text: '#2b2b2b', accent: '#12a37f' });
    expect(design.customColours).toEqual([
      { id: '3f1c2a9', name: 'רקע בהיר', colour: '#f3f6fa' },
      { id: 'b77e0d4', name: 'וואטסאפ', colour: '#25d366' },
    ]);
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
      expect.stringContaining(
        'טיפוגרפיה של אלמנטור שלאריג אין להן מקום גלובלי (\u2066secondary\u2069) הועתקו אל הרכיבים',
      ),
    ]);
    // Kept for the widgets that refer to it, its own keys only.
    expect(hosted.typographies).toEqual(
      new Map([['secondary', { typography_font_family: 'Assistant', typography_font_weight: '600' }]]),
    );
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
