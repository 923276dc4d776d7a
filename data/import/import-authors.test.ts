import { describe, expect, it } from 'vitest';
import { cdata, wxrAuthor, wxrDocument } from '../../engines/wordpress/wxr-write';
import { useImporterSite } from './import-testing';
import { placeholderEmail } from './import-authors';

/** Authors through the importer: an export that carries no e-mail for one of them still brings their byline. */

const site = useImporterSite();
const xml = wxrDocument(`${wxrAuthor({ id: 1, login: 'admin', email: 'admin@example.test', name: 'מנהלת' })}
${wxrAuthor({ id: 7, login: 'guest', email: '', name: 'כותבת אורחת' })}
<item><title>${cdata('מאמר אורח')}</title><dc:creator>${cdata('guest')}</dc:creator>
<content:encoded>${cdata('<p>תוכן</p>')}</content:encoded><excerpt:encoded>${cdata('')}</excerpt:encoded>
<wp:post_id>40</wp:post_id><wp:post_date>${cdata('2026-11-24 02:31:35')}</wp:post_date>
<wp:post_date_gmt>${cdata('2026-11-24 00:31:35')}</wp:post_date_gmt><wp:post_name>${cdata('guest-post')}</wp:post_name>
<wp:status>${cdata('publish')}</wp:status><wp:post_parent>0</wp:post_parent><wp:menu_order>0</wp:menu_order>
<wp:post_type>${cdata('post')}</wp:post_type></item>`);

describe('authors without an e-mail address in the export', () => {
  it('get an address that can receive no mail, named after their WordPress id, or their login', () => {
    expect(placeholderEmail({ id: 7, login: 'guest' }, 0)).toBe('author-7@wordpress-import.invalid');
    expect(placeholderEmail({ id: 0, login: 'Dana K' }, 0)).toBe('dana-k@wordpress-import.invalid');
    expect(placeholderEmail({ id: 0, login: 'דנה' }, 2)).toMatch(/^[a-z0-9-]+@wordpress-import\.invalid$/);
  });

  it('are imported with their byline, the report saying so, and matched again on a re-import', async () => {
    const run = () => site.importXml(xml);
    const first = await run();
    expect(first.errors).toEqual([]);
    const guest = await site.payload.find({ collection: 'users', where: { wordpressId: { equals: 7 } }, depth: 0 });
    expect(guest.docs[0]).toMatchObject({ email: 'author-7@wordpress-import.invalid', name: 'כותבת אורחת' });
    const post = await site.payload.find({ collection: 'posts', where: { wordpressId: { equals: 40 } }, depth: 0 });
    expect(post.docs[0]?.author).toBe(guest.docs[0]?.id);
    expect(first.contentNotes).toContainEqual(
      expect.objectContaining({ wpId: 7, kind: 'author', detail: expect.stringContaining('אין כתובת דוא״ל') }),
    );
    const again = await run();
    expect(again.errors).toEqual([]);
    expect((await site.payload.count({ collection: 'users', where: { wordpressId: { equals: 7 } } })).totalDocs).toBe(
      1,
    );
  });
});
