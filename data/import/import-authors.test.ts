import type { Payload, TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, startTempPayload } from '../../cms/testing/temp-payload';
import { placeholderEmail } from './import-authors';

/** Authors through the importer: an export that carries no e-mail for one of them still brings their byline. */
let payload: Payload;
let cleanup: () => Promise<void>;
let admin: TypedUser;

const cdata = (s: string) => `<![CDATA[${s}]]>`;
const author = (id: number, login: string, email: string, name: string) =>
  `<wp:author><wp:author_id>${id}</wp:author_id><wp:author_login>${cdata(login)}</wp:author_login><wp:author_email>${cdata(email)}</wp:author_email><wp:author_display_name>${cdata(name)}</wp:author_display_name></wp:author>`;
const xml = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>אתר בדיקה</title><link>http://127.0.0.1:8080</link><wp:wxr_version>1.2</wp:wxr_version>
${author(1, 'admin', 'admin@example.test', 'מנהלת')}
${author(7, 'guest', '', 'כותבת אורחת')}
<item><title>${cdata('מאמר אורח')}</title><dc:creator>${cdata('guest')}</dc:creator>
<content:encoded>${cdata('<p>תוכן</p>')}</content:encoded><excerpt:encoded>${cdata('')}</excerpt:encoded>
<wp:post_id>40</wp:post_id><wp:post_date>${cdata('2026-11-24 02:31:35')}</wp:post_date>
<wp:post_date_gmt>${cdata('2026-11-24 00:31:35')}</wp:post_date_gmt><wp:post_name>${cdata('guest-post')}</wp:post_name>
<wp:status>${cdata('publish')}</wp:status><wp:post_parent>0</wp:post_parent><wp:menu_order>0</wp:menu_order>
<wp:post_type>${cdata('post')}</wp:post_type></item>
</channel></rss>`;

beforeAll(async () => {
  ({ payload, cleanup } = await startTempPayload());
  admin = await createTestAdmin(payload);
}, 120_000);

afterAll(async () => {
  await cleanup?.();
});

describe('authors without an e-mail address in the export', () => {
  it('get an address that can receive no mail, named after their WordPress id, or their login', () => {
    expect(placeholderEmail({ id: 7, login: 'guest' }, 0)).toBe('author-7@wordpress-import.invalid');
    expect(placeholderEmail({ id: 0, login: 'Dana K' }, 0)).toBe('dana-k@wordpress-import.invalid');
    expect(placeholderEmail({ id: 0, login: 'דנה' }, 2)).toMatch(/^[a-z0-9-]+@wordpress-import\.invalid$/);
  });

  it('are imported with their byline, the report saying so, and matched again on a re-import', async () => {
    const run = () =>
      import('./run-import').then((m) =>
        m.importWordPress({ payload, user: admin, xml, uploadsDir: null, dryRun: false }),
      );
    const first = await run();
    expect(first.errors).toEqual([]);
    const guest = await payload.find({ collection: 'users', where: { wordpressId: { equals: 7 } }, depth: 0 });
    expect(guest.docs[0]).toMatchObject({ email: 'author-7@wordpress-import.invalid', name: 'כותבת אורחת' });
    const post = await payload.find({ collection: 'posts', where: { wordpressId: { equals: 40 } }, depth: 0 });
    expect(post.docs[0]?.author).toBe(guest.docs[0]?.id);
    expect(first.contentNotes).toContainEqual(
      expect.objectContaining({ wpId: 7, kind: 'author', detail: expect.stringContaining('אין כתובת דוא״ל') }),
    );
    const again = await run();
    expect(again.errors).toEqual([]);
    expect((await payload.count({ collection: 'users', where: { wordpressId: { equals: 7 } } })).totalDocs).toBe(1);
  });
});
