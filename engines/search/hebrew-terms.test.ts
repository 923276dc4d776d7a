import { describe, expect, it } from 'vitest';
import { candidateStems, normalizeText, prefixStems, stem, words } from './hebrew-terms';

describe('normalizeText', () => {
  it('drops niqqud and cantillation', () => {
    expect(normalizeText('שְׁחִיקָה')).toBe('שחיקה');
    expect(normalizeText('בְּרֵאשִׁ֖ית')).toBe('בראשית');
  });
  it('makes final letters regular', () => {
    expect(normalizeText('ךםןףץ')).toBe('כמנפצ');
  });
  it('drops geresh and gershayim inside words, in Hebrew and ASCII forms', () => {
    expect(normalizeText('ג׳ינס')).toBe(normalizeText("ג'ינס"));
    expect(normalizeText('ת״י')).toBe('תי');
    expect(normalizeText('ת"י')).toBe('תי');
  });
  it('joins full and defective spelling (doubled vav and yod)', () => {
    expect(normalizeText('ווילון')).toBe(normalizeText('וילון'));
    expect(normalizeText('מרטינדייל')).toBe(normalizeText('מרטינדיל'));
  });
  it('lower-cases Latin and removes its diacritics', () => {
    expect(normalizeText('OEKO-Tex Crème')).toBe('oeko-tex creme');
  });
});

describe('words', () => {
  it('splits on punctuation, spaces and maqaf, keeping digits', () => {
    expect(words('ISO 105-C06: בדיקה־חוזרת, 65%')).toEqual(['iso', '105', 'c06', 'בדיקה', 'חוזרת', '65']);
  });
  it('returns nothing for punctuation only', () => {
    expect(words(' ,.;!? ')).toEqual([]);
  });
});

describe('stem', () => {
  it('drops Hebrew plural endings (after finals became regular)', () => {
    expect(stem(words('בדים')[0]!)).toBe('בד');
    expect(stem(words('מכונות')[0]!)).toBe(stem(words('מכונה')[0]!));
    expect(stem(words('טכניות')[0]!)).toBe(stem(words('טכנית')[0]!));
  });
  it('leaves short words whole', () => {
    expect(stem('בית')).toBe('בית');
    expect(stem('בד')).toBe('בד');
  });
  it('drops an English plural s but not ss', () => {
    expect(stem('fibers')).toBe('fiber');
    expect(stem('press')).toBe('press');
    expect(stem('gas')).toBe('gas');
  });
});

describe('prefixStems', () => {
  it('offers each remainder of up to three prefix letters, longest first', () => {
    expect(prefixStems('ובבד')).toEqual(['בבד', 'בד']);
    expect(prefixStems('שבמכונה')).toEqual(['במכונ', 'מכונ', 'כונ']);
  });
  it('stops at the first letter that is not a prefix letter', () => {
    expect(prefixStems('נול')).toEqual([]);
    expect(prefixStems('הנול')).toEqual(['נול']);
  });
  it('never leaves fewer than two letters', () => {
    expect(prefixStems('וב')).toEqual([]);
  });
  it('has none for Latin words', () => {
    expect(prefixStems('best')).toEqual([]);
  });
  it('lists the exact stem first among candidates, each once', () => {
    expect(candidateStems(words('הבדים')[0]!)).toEqual(['הבד', 'בד', 'דימ']);
  });
});
