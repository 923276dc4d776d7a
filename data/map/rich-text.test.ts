import { describe, expect, it } from 'vitest';
import { richTextHeadings, richTextMediaIds, richTextToHtml, tidyListItem } from './rich-text';

const doc = (children: unknown[]) => ({
  root: { type: 'root', children, direction: 'rtl', format: '', indent: 0, version: 1 },
});
const upload = (value: unknown) => ({
  type: 'upload',
  relationTo: 'media',
  value,
  fields: {},
  format: '',
  id: 'u1',
  version: 3,
});
const paragraph = {
  type: 'paragraph',
  children: [{ type: 'text', text: 'שלום <b>', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
  direction: 'rtl',
  format: '',
  indent: 0,
  version: 1,
  textFormat: 0,
  textStyle: '',
};
const image = {
  src: '/media/a.webp',
  width: 1200,
  height: 675,
  alt: 'אריג "טוויל"',
  title: null,
  description: null,
  srcset: '/media/a-480.webp 480w, /media/a-800.webp 800w',
};

describe('pictures inside rich text', () => {
  it('lists the media ids placed in the text, once each', () => {
    expect(richTextMediaIds(doc([upload(7), paragraph, upload(9), upload(7)]))).toEqual([7, 9]);
    expect(richTextMediaIds(null)).toEqual([]);
  });

  it("renders a picture read by id as the site's lazy, responsive image with its alt text escaped", () => {
    const html = richTextToHtml(doc([paragraph, upload(7)]), new Map([[7, image]]));
    expect(html).toContain('שלום &lt;b&gt;');
    expect(html).toContain('<figure class="rich-image"><img src="/media/a.webp"');
    expect(html).toContain('srcset="/media/a-480.webp 480w, /media/a-800.webp 800w"');
    expect(html).toContain('alt="אריג &quot;טוויל&quot;"');
    expect(html).toContain('loading="lazy"');
  });

  it('leaves out a picture that is not found (deleted, or not a picture)', () => {
    expect(richTextToHtml(doc([upload(8)]), new Map([[7, image]]))).not.toContain('<img');
    expect(richTextToHtml(doc([upload(7)]), new Map([[7, null]]))).not.toContain('<img');
  });
});

describe("the text's headings", () => {
  const heading = (tag: string, text: string) => ({
    type: 'heading',
    tag,
    children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
    direction: 'rtl',
    format: '',
    indent: 0,
    version: 1,
  });
  const text = doc([
    heading('h2', 'מה זה GSM'),
    paragraph,
    heading('h3', 'איך שוקלים'),
    heading('h4', 'פרט קטן'),
    heading('h2', 'סיכום <ו>עוד'),
  ]);

  it('gives each H2 and H3 an id in order, the same the table of contents links to', () => {
    expect(richTextHeadings(text)).toEqual([
      { id: 'section-1', text: 'מה זה GSM', level: 2 },
      { id: 'section-2', text: 'איך שוקלים', level: 3 },
      { id: 'section-3', text: 'סיכום <ו>עוד', level: 2 },
    ]);
    const html = richTextToHtml(text);
    expect(html).toContain('<h2 id="section-1">מה זה GSM</h2>');
    expect(html).toContain('<h3 id="section-2">איך שוקלים</h3>');
    expect(html).toContain('<h4>פרט קטן</h4>');
    // The text stays escaped; only the id is added.
    expect(html).toContain('<h2 id="section-3">סיכום &lt;ו&gt;עוד</h2>');
    expect(richTextHeadings(null)).toEqual([]);
  });
});

describe("the text's lists", () => {
  const item = (text: string) => ({
    type: 'listitem',
    value: 1,
    children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
    direction: 'rtl',
    format: '',
    indent: 0,
    version: 1,
  });
  const list = (listType: string, tag: string) => ({
    type: 'list',
    listType,
    tag,
    start: 1,
    children: [item('שתי'), { ...item('ערב'), value: 2 }],
    direction: 'rtl',
    format: '',
    indent: 0,
    version: 1,
  });

  it('writes each item without the empty attributes and line breaks of the converter', () => {
    const html = richTextToHtml(doc([list('bullet', 'ul')]));
    expect(html).toContain('<li value="1">שתי</li><li value="2">ערב</li>');
    expect(html).not.toMatch(/class=""|style=""|<li\s*\n/);
    expect(richTextToHtml(doc([list('number', 'ol')]))).toContain('<li value="2">ערב</li>');
  });

  it('keeps the attributes that say something', () => {
    expect(tidyListItem('<li\n  class="list-item-checked"\n  style=""\n  value="3"\n>x</li>')).toBe(
      '<li class="list-item-checked" value="3">x</li>',
    );
    expect(tidyListItem('<li class="" style="">x</li>')).toBe('<li>x</li>');
  });
});
