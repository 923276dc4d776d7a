import { describe, expect, it } from 'vitest';
import { mediaListUrl, mediaPageSize, readAnimationPage, readMediaPage } from './media-library';

const doc = (id: number, alt: string) => ({
  id,
  alt,
  title: null,
  description: null,
  filename: `m${id}.webp`,
  width: 2000,
  height: 1125,
  sizes: {
    thumb: { filename: `m${id}-480x270.webp`, width: 480, height: 270 },
    hero: { filename: `m${id}-1600x900.webp`, width: 1600, height: 900 },
    card: { filename: null, width: null, height: null },
  },
});

describe('the media list request', () => {
  it('asks for one page, newest first, without relations', () => {
    const url = new URL(mediaListUrl('', 2), 'http://x');
    expect(url.pathname).toBe('/api/media');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      depth: '0',
      limit: String(mediaPageSize),
      page: '2',
      sort: '-createdAt',
      'where[mimeType][like]': 'image/',
    });
  });

  it('asks for Lottie animations (JSON files) only, for an animation field', () => {
    const url = new URL(mediaListUrl('', 1, 'animation'), 'http://x');
    expect(url.searchParams.get('where[mimeType][equals]')).toBe('application/json');
    expect(url.searchParams.has('where[mimeType][like]')).toBe(false);
  });

  it('filters by alt text when searching, the words encoded as typed', () => {
    const url = new URL(mediaListUrl('  אריג & טוויל ', 1), 'http://x');
    expect(url.searchParams.get('where[alt][like]')).toBe('אריג & טוויל');
  });
});

describe('reading a media list answer', () => {
  it('gives each image its id as the layout stores it, its alt, the smallest copy as thumbnail and its view', () => {
    const page = readMediaPage({ docs: [doc(7, 'נול'), doc(8, 'חוט')], totalDocs: 30, hasNextPage: true });
    expect(page).toMatchObject({ totalDocs: 30, hasNextPage: true });
    expect(page!.choices.map((c) => [c.id, c.alt, c.thumb])).toEqual([
      ['7', 'נול', '/media/m7-480x270.webp'],
      ['8', 'חוט', '/media/m8-480x270.webp'],
    ]);
    expect(page!.choices[0]!.view).toMatchObject({
      src: '/media/m7-1600x900.webp',
      width: 1600,
      alt: 'נול',
      srcset: '/media/m7-480x270.webp 480w, /media/m7-1600x900.webp 1600w',
    });
  });

  it('leaves out documents that are not usable images instead of failing the page', () => {
    const noFile = { ...doc(9, 'בלי קובץ'), filename: null };
    const badId = { ...doc(10, 'מזהה'), id: '../etc' };
    const page = readMediaPage({ docs: [noFile, badId, 'x', doc(11, 'טוב')], totalDocs: 4, hasNextPage: false });
    expect(page!.choices.map((c) => c.id)).toEqual(['11']);
  });

  it('never offers a Lottie animation as a picture, and reads animations for an animation field', () => {
    const json = {
      ...doc(12, 'חוטים נארגים'),
      filename: 'threads.json',
      mimeType: 'application/json',
      width: 800,
      height: 450,
      sizes: {},
    };
    expect(
      readMediaPage({ docs: [json, doc(13, 'נול')], totalDocs: 2, hasNextPage: false })!.choices.map((c) => c.id),
    ).toEqual(['13']);
    const page = readAnimationPage({ docs: [json, doc(13, 'נול')], totalDocs: 2, hasNextPage: false });
    expect(page!.choices).toEqual([
      {
        id: '12',
        alt: 'חוטים נארגים',
        filename: 'threads.json',
        view: { src: '/media/threads.json', width: 800, height: 450, alt: 'חוטים נארגים' },
      },
    ]);
  });

  it('is null for an answer that is not a list (an error body, HTML, nothing)', () => {
    expect(readMediaPage({ errors: [{ message: 'x' }] })).toBeNull();
    expect(readMediaPage('<html>')).toBeNull();
    expect(readMediaPage(null)).toBeNull();
  });
});
