import { describe, expect, it } from 'vitest';
import { parseBubbles, parseSpans, wordCount } from './format';

describe('parseSpans', () => {
  it('reads WhatsApp marks and leaves the rest as plain text', () => {
    expect(parseSpans('שלום *רב* _לך_ ~לא~ `x=1` **גם** __כן__')).toEqual([
      { text: 'שלום ' },
      { text: 'רב', mark: 'bold' },
      { text: ' ' },
      { text: 'לך', mark: 'italic' },
      { text: ' ' },
      { text: 'לא', mark: 'strike' },
      { text: ' ' },
      { text: 'x=1', mark: 'code' },
      { text: ' ' },
      { text: 'גם', mark: 'bold' },
      { text: ' ' },
      { text: 'כן', mark: 'bold' },
    ]);
  });

  it('needs text hugging the marks, as WhatsApp does', () => {
    expect(parseSpans('2 * 3 * 4')).toEqual([{ text: '2 * 3 * 4' }]);
    expect(parseSpans('snake_case_name')).toEqual([
      { text: 'snake' },
      { text: 'case', mark: 'italic' },
      { text: 'name' },
    ]);
  });

  it('keeps markup as text: nothing here is HTML', () => {
    expect(parseSpans('<img src=x onerror=alert(1)>')).toEqual([{ text: '<img src=x onerror=alert(1)>' }]);
  });
});

describe('links', () => {
  it('reads [text](url) for http(s) and site paths', () => {
    expect(parseSpans('ראו [מדיניות הפרטיות](/privacy-policy/) או [כאן](https://arig.example/x)')).toEqual([
      { text: 'ראו ' },
      { text: 'מדיניות הפרטיות', href: '/privacy-policy/' },
      { text: ' או ' },
      { text: 'כאן', href: 'https://arig.example/x' },
    ]);
  });

  it('leaves any other scheme as plain text', () => {
    for (const bad of [
      '[x](javascript:alert(1))',
      '[x](data:text/html,hi)',
      '[x](//evil.example)',
      '[x](vbscript:x)',
    ]) {
      expect(parseSpans(bad).some((s) => s.href)).toBe(false);
    }
  });
});

describe('parseBubbles', () => {
  it('splits on === lines, starts notes on >>> lines and reads --- as a rule', () => {
    const bubbles = parseBubbles('שלום!\n===\nאיך אפשר *לעזור*?\n---\nתשובה מהירה\n>>>\nזמינים א׳–ה׳');
    expect(bubbles).toHaveLength(3);
    expect(bubbles[0]).toEqual({ note: false, lines: [[{ text: 'שלום!' }]] });
    expect(bubbles[1]?.lines[1]).toBe('rule');
    expect(bubbles[2]).toEqual({ note: true, lines: [[{ text: 'זמינים א׳–ה׳' }]] });
  });

  it('drops empty bubbles and blank edges, and handles CRLF', () => {
    expect(parseBubbles('\r\n===\r\n\r\nא\r\n\r\n====\r\n')).toEqual([{ note: false, lines: [[{ text: 'א' }]] }]);
    expect(parseBubbles('')).toEqual([]);
  });
});

describe('wordCount', () => {
  it('counts words across lines and marks', () => {
    const [bubble] = parseBubbles('שלום *לכם* חברים\nמה שלומכם');
    expect(bubble && wordCount(bubble)).toBe(5);
  });
});
