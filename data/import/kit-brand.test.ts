import { describe, expect, it } from 'vitest';
import type { WxrItem } from '../../engines/wordpress/wxr';
import { kitBrand } from './kit-brand';
import { wxrItem } from '../../engines/wordpress/testing';

/** A kit as Elementor exports it: its Site Settings PHP-serialised in `_elementor_page_settings`. */
function kit(colours: Record<string, string>, extra = ''): WxrItem {
  const entries = Object.entries(colours);
  const s = (v: string) => `s:${Buffer.byteLength(v)}:"${v}";`;
  const list = entries.map(([id, color], i) => `i:${i};a:2:{${s('_id')}${s(id)}${s('color')}${s(color)}}`).join('');
  const settings = `a:${extra ? 2 : 1}:{${s('system_colors')}a:${entries.length}:{${list}}${extra}}`;
  return wxrItem({
    id: 91,
    title: 'Default Kit',
    type: 'elementor_library',
    meta: { _elementor_template_type: 'kit', _elementor_page_settings: settings },
  });
}

describe("the Elementor kit's colours as brand colours", () => {
  it('takes the primary and text colours, and notes what arig has no place for yet', () => {
    const typography = `s:17:"system_typography";a:1:{i:0;a:1:{s:3:"_id";s:7:"primary";}}`;
    const { brand, notes } = kitBrand(
      kit({ primary: '#1B4F8A', secondary: '#F2A900', text: '#2B2B2B', accent: '#12A37F' }, typography),
    );
    expect(brand).toEqual({ primary: '#1b4f8a', text: '#2b2b2b' });
    expect(notes).toEqual([
      expect.stringContaining('secondary, accent'),
      expect.stringContaining('הגופנים של ערכת אלמנטור'),
    ]);
  });

  it('reads #RGB and opaque #RRGGBBAA, and leaves out a colour that would fail contrast, saying why', () => {
    expect(kitBrand(kit({ primary: '#036', text: '#222222FF' })).brand).toEqual({
      primary: '#003366',
      text: '#222222',
    });
    const { brand, notes } = kitBrand(kit({ primary: '#7a1f3d', text: '#BBBBBB' }));
    expect(brand).toEqual({ primary: '#7a1f3d' });
    expect(notes).toEqual([expect.stringMatching(/"text".*#bbbbbb.*לא יובא: צבע הטקסט על צבע הרקע בניגודיות/)]);
    expect(kitBrand(kit({ primary: '#7a1f3d80' })).notes).toEqual([expect.stringContaining('אינו צבע אטום')]);
  });
});
