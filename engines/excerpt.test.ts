import { describe, expect, it } from 'vitest';
import { excerptOf } from './excerpt';

describe('excerptOf', () => {
  it('keeps a text within the limit as written, trimmed', () => {
    expect(excerptOf('  בד ארוג ממשי  ', 5)).toBe('בד ארוג ממשי');
    expect(excerptOf('בד ארוג ממשי', 3)).toBe('בד ארוג ממשי');
  });

  it('cuts to the number of words and marks the cut', () => {
    expect(excerptOf('בדיקת חוזק קריעה של בדים ארוגים לפי ISO 13934', 4)).toBe('בדיקת חוזק קריעה של…');
  });

  it('counts any run of whitespace as one break and drops punctuation left at the cut', () => {
    expect(excerptOf('חוטים,\n\tסיבים, בדים ועוד', 2)).toBe('חוטים, סיבים…');
    expect(excerptOf('אחת – שתיים שלוש', 2)).toBe('אחת…');
  });

  it('treats zero as "as written"', () => {
    expect(excerptOf('מילה אחת ועוד אחת', 0)).toBe('מילה אחת ועוד אחת');
  });
});
