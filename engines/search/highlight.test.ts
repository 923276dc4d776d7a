import { describe, expect, it } from 'vitest';
import { highlight, snippet, type Segment } from './highlight';
import { buildSearchIndex } from './search-index';

const index = buildSearchIndex([
  {
    id: 'post:1',
    kind: 'post',
    title: 'ג׳ינס וטוויל',
    headings: '',
    body: 'בד בד טוויל',
    url: '/a/',
    date: '2025-01-01',
  },
]);
const marked = (segments: Segment[]) => segments.filter((s) => s.mark).map((s) => s.text);

describe('highlight', () => {
  it('marks the written words that share a term with the match, keeping the text whole', () => {
    const hit = index.search('בדים').hits[0]!;
    const segments = highlight('הבדים, הבד והחוט.', index.matcher(hit.terms));
    expect(segments.map((s) => s.text).join('')).toBe('הבדים, הבד והחוט.');
    expect(marked(segments)).toEqual(['הבדים', 'הבד']);
  });

  it('keeps a geresh inside the marked word', () => {
    const hit = index.search('גינס').hits[0]!;
    expect(marked(highlight('מכנסי ג׳ינס כחולים', index.matcher(hit.terms)))).toEqual(['ג׳ינס']);
  });
});

describe('snippet', () => {
  const text = Array.from({ length: 60 }, (_, i) => (i === 40 ? 'טוויל' : `מילה${i}`)).join(' ');

  it('cuts a window around the first match, with ellipses on both cut ends', () => {
    const hit = index.search('טוויל').hits[0]!;
    const segments = snippet(text, index.matcher(hit.terms), 20);
    expect(segments[0]!.text).toBe('… ');
    expect(segments.at(-1)!.text).toBe(' …');
    expect(marked(segments)).toEqual(['טוויל']);
    expect(segments.map((s) => s.text).join('')).toContain('מילה35');
  });

  it('opens the text when nothing in it matched', () => {
    const segments = snippet(text, () => false, 10);
    expect(segments[0]!.text.startsWith('מילה0')).toBe(true);
    expect(segments.at(-1)!.text).toBe(' …');
  });
});
