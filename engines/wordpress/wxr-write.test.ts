import { describe, expect, it } from 'vitest';
import { parseWxr } from './wxr';
import { cdata, postmeta, wxrAuthor, wxrDocument } from './wxr-write';

describe('writing WXR for the tests and the bench', () => {
  it('reads back through the importer: the author, the item, its meta, a CDATA end inside a value', () => {
    const value = 'a ]]> b';
    const doc = parseWxr(
      wxrDocument(
        wxrAuthor({ id: 3, login: 'noa', email: 'noa@example.test', name: 'נועה' }) +
          `<item><title>${cdata('כותרת')}</title><wp:post_id>9</wp:post_id><wp:post_type>${cdata('post')}</wp:post_type>` +
          `<wp:status>${cdata('publish')}</wp:status>${postmeta('_note', value)}</item>`,
      ),
    );
    expect(doc.authors).toMatchObject([{ id: 3, login: 'noa', email: 'noa@example.test', displayName: 'נועה' }]);
    expect(doc.items).toMatchObject([{ id: 9, title: 'כותרת', type: 'post', status: 'publish' }]);
    expect(doc.items[0]?.meta._note).toBe(value);
    expect(doc.site.wxrVersion).toBe('1.2');
  });
});
