import { describe, expect, it } from 'vitest';
import { buildSearchIndex, buildSearchIndexAsync, maxQueryWords, type SearchDoc } from './search-index';

let n = 0;
function doc(fields: Partial<SearchDoc>): SearchDoc {
  n += 1;
  return {
    id: `post:${n}`,
    kind: 'post',
    title: '',
    headings: '',
    body: '',
    url: `/d${n}/`,
    date: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}

const urls = (index: ReturnType<typeof buildSearchIndex>, q: string) => index.search(q).hits.map((h) => h.doc.url);

describe('ranking', () => {
  it('puts a title match above a heading match above a body match, even a body full of the word', () => {
    const index = buildSearchIndex([
      doc({ url: '/body/', title: 'מאמר', body: 'אריגה אריגה אריגה אריגה אריגה אריגה' }),
      doc({ url: '/heading/', title: 'מאמר אחר', headings: 'על אריגה' }),
      doc({ url: '/title/', title: 'אריגה', body: 'טקסט' }),
    ]);
    expect(urls(index, 'אריגה')).toEqual(['/title/', '/heading/', '/body/']);
  });

  it('breaks a tie with the newer document', () => {
    const index = buildSearchIndex([
      doc({ url: '/old/', title: 'צמר', date: '2024-01-01T00:00:00.000Z' }),
      doc({ url: '/new/', title: 'צמר', date: '2026-01-01T00:00:00.000Z' }),
      doc({ url: '/mid/', title: 'צמר', date: '2025-01-01T00:00:00.000Z' }),
    ]);
    expect(urls(index, 'צמר')).toEqual(['/new/', '/mid/', '/old/']);
  });

  it('ranks the word as typed above the same stem found under a prefix', () => {
    const index = buildSearchIndex([
      doc({ url: '/prefixed/', title: 'הבד הזה' }),
      doc({ url: '/plain/', title: 'בד טוב' }),
    ]);
    expect(urls(index, 'בד')).toEqual(['/plain/', '/prefixed/']);
  });
});

describe('Hebrew prefixes', () => {
  it('finds the bare word from a prefixed query and a prefixed text from the bare word', () => {
    const index = buildSearchIndex([doc({ url: '/a/', body: 'בד כותנה' }), doc({ url: '/b/', body: 'ובבד' })]);
    expect(urls(index, 'ובבד').sort()).toEqual(['/a/', '/b/']);
    expect(urls(index, 'בד').sort()).toEqual(['/a/', '/b/']);
  });

  it('does not turn a word into a search for its tail unless the tail is a word of the site', () => {
    const index = buildSearchIndex([doc({ url: '/a/', body: 'שונה מאוד' }), doc({ url: '/b/', body: 'מכונה' })]);
    expect(urls(index, 'מכונה')).toEqual(['/b/']);
  });

  it('trusts a tail seen under two different prefix letters', () => {
    const index = buildSearchIndex([doc({ url: '/a/', body: 'בכביסה' }), doc({ url: '/b/', body: 'הכביסות' })]);
    expect(urls(index, 'כביסה').sort()).toEqual(['/a/', '/b/']);
  });
});

describe('matching', () => {
  const index = buildSearchIndex([
    doc({ url: '/polyester/', title: 'פוליאסטר ממוחזר' }),
    doc({ url: '/reach/', title: 'REACH ו-OEKO-TEX' }),
    doc({ url: '/peach/', title: 'Peach skin' }),
    doc({ url: '/lab/', title: 'מעבדה', body: 'דוח בדיקה' }),
  ]);

  it('forgives a typo in a longer word', () => {
    expect(urls(index, 'פוליאסתר')).toEqual(['/polyester/']);
  });

  it('does not forgive a letter in a short word', () => {
    expect(urls(index, 'reech')).toEqual([]);
  });

  it('matches Latin words in any case', () => {
    expect(urls(index, 'oeko-tex')).toEqual(['/reach/']);
    expect(urls(index, 'Reach')).toEqual(['/reach/']);
  });

  it('needs every word of the query', () => {
    expect(urls(index, 'מעבדה דוח')).toEqual(['/lab/']);
    expect(urls(index, 'מעבדה פוליאסטר')).toEqual([]);
  });

  it('completes the last word only when asked (suggestions as one types)', () => {
    expect(urls(index, 'פוליא')).toEqual([]);
    expect(index.search('פוליא', { prefixLastWord: true }).hits.map((h) => h.doc.url)).toEqual(['/polyester/']);
  });

  it('answers an empty or punctuation-only query with nothing', () => {
    expect(index.search('').total).toBe(0);
    expect(index.search(' ?!,').total).toBe(0);
  });

  it('reads at most the first words of a long query', () => {
    const filler = Array.from({ length: maxQueryWords }, () => 'מעבדה').join(' ');
    expect(urls(index, `${filler} פוליאסטר`)).toEqual(['/lab/']);
  });

  it('pages results with offset and limit and reports the total', () => {
    const many = buildSearchIndex(Array.from({ length: 25 }, (_, i) => doc({ url: `/p${i}/`, title: `בד ${i}` })));
    const second = many.search('בד', { offset: 10, limit: 10 });
    expect(second.total).toBe(25);
    expect(second.hits).toHaveLength(10);
    expect(new Set([...many.search('בד', { limit: 10 }).hits, ...second.hits].map((h) => h.doc.url)).size).toBe(20);
  });
});

describe('the asynchronous build', () => {
  it('answers exactly as the synchronous one', async () => {
    const docs = Array.from({ length: 120 }, (_, i) =>
      doc({ url: `/a${i}/`, title: i % 3 ? `בד ${i}` : `הכביסה ${i}`, body: i % 2 ? 'ובבד כותנה' : 'בכביסה' }),
    );
    const [sync, async_] = [buildSearchIndex(docs), await buildSearchIndexAsync(docs)];
    for (const q of ['בד', 'כביסה', 'ובבד', 'כותנה']) {
      expect(
        async_.search(q, { limit: 200 }).hits.map((h) => h.doc.url),
        q,
      ).toEqual(sync.search(q, { limit: 200 }).hits.map((h) => h.doc.url));
    }
  });
});
