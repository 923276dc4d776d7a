import { describe, expect, it } from 'vitest';
import { richTextMediaIds, richTextToHtml } from './rich-text';

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
