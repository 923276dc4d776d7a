import { describe, expect, it } from 'vitest';
import { brandCssVariables, brandProblems, effectiveBrand } from './brand';
import {
  colourRefId,
  colourRefProblem,
  customColourProblems,
  customColourVariables,
  maxCustomColours,
} from './custom-colours';

const light = { id: '3f1c2a9', name: 'רקע בהיר', colour: '#F3F6FA' };
const green = { id: 'b77e0d4', name: 'וואטסאפ', colour: '#25D366' };
const wine = { id: 'a1', name: 'יין', colour: '#7a1f3d' };

describe('the accent colour', () => {
  it('is the primary until set, and then gets its own properties with the text that reads on it', () => {
    expect(effectiveBrand({ primary: '#7a1f3d' }).accent).toBe('#7a1f3d');
    expect(brandCssVariables({ accent: '' })).toEqual({});
    expect(brandCssVariables({ accent: '#12A37F' })).toEqual({
      '--color-highlight': '#12a37f',
      '--color-highlight-contrast': '#1a1a1a',
      // #12a37f on white is 3.2:1: too pale for a heading, which keeps the text's colour.
      '--color-highlight-text': '#1a1a1a',
      '--tone-accent-logo-light': 'inline',
      '--tone-accent-logo-dark': 'none',
    });
    expect(brandCssVariables({ accent: '#7a1f3d' })['--color-highlight-text']).toBe('#7a1f3d');
  });

  it('is refused, in Hebrew, when it is not #RRGGBB or no text reads on it', () => {
    expect(brandProblems({ accent: 'green' })).toEqual([
      { field: 'accent', message: expect.stringContaining('צבע ההדגשה: יש לכתוב צבע בתבנית') },
    ]);
    expect(brandProblems({ accent: '#808080' })).toEqual([
      { field: 'accent', message: expect.stringContaining('צבע ההדגשה אינו קריא') },
    ]);
  });
});

describe('named colours', () => {
  it('become custom properties by id: the colour, the text on it, and itself as text only where it reads', () => {
    expect(customColourVariables([light, wine], {})).toEqual({
      '--color-custom-3f1c2a9': '#f3f6fa',
      '--color-custom-3f1c2a9-on': '#1a1a1a',
      '--color-custom-a1': '#7a1f3d',
      '--color-custom-a1-on': '#ffffff',
      '--color-custom-a1-text': '#7a1f3d',
    });
    // On a dark site the light one reads as text, the wine does not.
    const dark = customColourVariables([light, wine], { background: '#111111', text: '#eeeeee' });
    expect(dark['--color-custom-3f1c2a9-text']).toBe('#f3f6fa');
    expect(dark['--color-custom-a1-text']).toBeUndefined();
    expect(customColourVariables([{ id: 'x y', name: 'רע', colour: '#000000' }], {})).toEqual({});
    expect(customColourVariables(null, {})).toEqual({});
  });

  it('are refused with a Hebrew reason on the row at fault', () => {
    expect(customColourProblems([light, green])).toEqual([]);
    expect(customColourProblems([light, { ...green, name: ' רקע בהיר ' }])).toEqual([
      { row: 1, field: 'name', message: 'כבר יש צבע בשם "רקע בהיר"; לכל צבע שם משלו.' },
    ]);
    expect(customColourProblems([{ name: '', colour: '#ffffff' }])).toEqual([
      { row: 0, field: 'name', message: 'צבע מספר 1: חסר שם לצבע.' },
    ]);
    expect(customColourProblems([{ name: 'אדום', colour: 'red' }])[0]).toMatchObject({
      row: 0,
      field: 'colour',
      message: expect.stringContaining('אדום: יש לכתוב צבע בתבנית'),
    });
    expect(customColourProblems([{ name: 'אפור', colour: '#808080' }])[0]).toMatchObject({
      field: 'colour',
      message: expect.stringContaining('לא טקסט כהה ולא טקסט לבן'),
    });
    const many = Array.from({ length: maxCustomColours + 1 }, (_, i) => ({ name: `צבע ${i}`, colour: '#ffffff' }));
    expect(customColourProblems(many)).toEqual([{ row: null, field: null, message: 'אפשר לשמור עד 12 צבעים בשם.' }]);
  });
});

describe('a reference to a global colour', () => {
  const site = { brand: {}, custom: [light, wine] };

  it('is read only in its own form', () => {
    expect(colourRefId('colour:a1')).toBe('a1');
    expect(colourRefId('colour:a1;color:red')).toBeNull();
    expect(colourRefId('primary')).toBeNull();
  });

  it('may be a background whatever its colour, a heading only where it reads on the page', () => {
    expect(colourRefProblem('colour:3f1c2a9', 'background', site)).toBeNull();
    expect(colourRefProblem('colour:a1', 'text', site)).toBeNull();
    expect(colourRefProblem('colour:3f1c2a9', 'text', site)).toBe(
      'רקע בהיר (⁦#f3f6fa⁩) על צבע הרקע של העמוד (⁦#ffffff⁩) בניגודיות ⁦1.08:1⁩ בלבד; לכותרת נדרש לפחות ⁦4.5:1⁩ (⁦WCAG AA⁩). יש לבחור צבע אחר לכותרת.',
    );
    expect(colourRefProblem('accent', 'text', { brand: { accent: '#12a37f' }, custom: [] })).toContain(
      'צבע ההדגשה (⁦#12a37f⁩)',
    );
    expect(colourRefProblem('accent', 'text', { brand: {}, custom: [] })).toBeNull();
  });

  it('to a deleted colour says so', () => {
    for (const use of ['background', 'text'] as const)
      expect(colourRefProblem('colour:gone', use, site)).toContain('נמחק מהגדרות האתר');
  });
});
