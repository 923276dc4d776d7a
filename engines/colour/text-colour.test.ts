import { describe, expect, it } from 'vitest';
import { boxSurface, customTextProblem, designSurface, pageSurface } from './text-colour';

const site = { brand: { primary: '#7a1f3d' }, custom: [{ id: 'b77e0d4', name: 'חול', colour: '#E8DCC2' }] };

describe('the surface a custom text colour sits on', () => {
  it("is the page's background, or the design's white when Site Settings leave it", () => {
    expect(pageSurface(site)).toEqual({ colour: '#ffffff', name: 'רקע העמוד' });
    expect(pageSurface({ brand: { background: '#FAF7F0' }, custom: [] }).colour).toBe('#faf7f0');
  });

  it("is a box's colour as Site Settings set it now: the site's colours, a named one, or the box's own", () => {
    expect(boxSurface('primary', '', site)).toEqual({ colour: '#7a1f3d', name: 'הרקע "הצבע הראשי"' });
    // The accent left unset is the primary in force.
    expect(boxSurface('accent', '', site)?.colour).toBe('#7a1f3d');
    expect(boxSurface('dark', '', site)?.colour).toBe('#1a1a1a');
    expect(boxSurface('surface', '', site)?.colour).toBe(designSurface);
    expect(boxSurface('colour:b77e0d4', '', site)).toEqual({ colour: '#e8dcc2', name: 'הרקע "חול"' });
    expect(boxSurface('custom', '#0F2A44', site)).toEqual({ colour: '#0f2a44', name: 'רקע התיבה' });
  });

  it('is none for a transparent box or a named colour since deleted (the box then looks like what holds it)', () => {
    expect(boxSurface('', '', site)).toBeNull();
    expect(boxSurface('colour:gone', '', site)).toBeNull();
    expect(boxSurface('custom', 'red', site)).toBeNull();
  });
});

describe('a custom text colour', () => {
  const page = pageSurface(site);

  it('stands where it reaches 4.5:1 on its surface (WCAG AA)', () => {
    expect(customTextProblem('#2f3b4c', page)).toBeNull();
    expect(customTextProblem('#767676', page)).toBeNull(); // 4.54:1 on white
    expect(customTextProblem('#ffffff', boxSurface('primary', '', site)!)).toBeNull();
  });

  it('is refused below it, in Hebrew, with the colours and the ratio isolated as left-to-right', () => {
    expect(customTextProblem('#777777', page)).toBe(
      'הצבע המותאם ⁦#777777⁩ על רקע העמוד (⁦#ffffff⁩) בניגודיות ⁦4.47:1⁩ בלבד; לטקסט נדרש לפחות ⁦4.5:1⁩ (⁦WCAG AA⁩). יש לבחור גוון כהה או בהיר יותר.',
    );
    expect(customTextProblem('#1A1A1A', boxSurface('primary', '', site)!)).toContain(
      'על הרקע "הצבע הראשי" (⁦#7a1f3d⁩)',
    );
  });

  it('is refused when it is not #RRGGBB', () => {
    expect(customTextProblem('red', page)).toContain('#RRGGBB');
  });
});
