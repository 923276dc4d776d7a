import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cdata, postmeta, wxrDocument } from '../../engines/wordpress/wxr-write';
import { useImporterSite } from './import-testing';

/** An export whose attachments name files outside the uploads folder (issue 22's hostile inputs). */
const fixture = new URL('../../../shared/fixtures/wordpress/', import.meta.url);
const site = useImporterSite();

describe('hostile attachment paths', () => {
  const attachment = (id: number, file: string, url = `http://127.0.0.1:8080/wp-content/uploads/${file}`) =>
    `<item><title>${cdata(`קובץ ${id}`)}</title><link>http://127.0.0.1:8080/?attachment_id=${id}</link>` +
    `<wp:post_id>${id}</wp:post_id><wp:post_type>${cdata('attachment')}</wp:post_type>` +
    `<wp:status>${cdata('inherit')}</wp:status><wp:attachment_url>${cdata(url)}</wp:attachment_url>` +
    (file ? postmeta('_wp_attached_file', file) : '') +
    '</item>';

  it('reads no file outside the uploads folder, whichever way the export names it, and says so', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'arig-hostile-'));
    try {
      // A real picture beside the uploads folder: what a path that climbs out of it would reach.
      const secret = path.join(dir, 'secret.jpg');
      await copyFile(fileURLToPath(new URL('2026/11/article-1.jpg', new URL('uploads/', fixture))), secret);
      await mkdir(path.join(dir, 'uploads'));
      const text = wxrDocument(
        [
          attachment(9901, '../secret.jpg'),
          attachment(9902, '2026/11/../../../secret.jpg'),
          attachment(9903, secret),
          attachment(9904, '', 'http://127.0.0.1:8080/wp-content/uploads/..%2Fsecret.jpg'),
        ].join(''),
      );
      const before = await site.payload.count({ collection: 'media', overrideAccess: true });
      const report = await site.importXml(text, path.join(dir, 'uploads'));
      expect(report.errors).toEqual([]);
      expect(report.counts.media).toMatchObject({ created: 0, skipped: 4 });
      const reasons = report.skipped.filter((s) => s.kind === 'media').map((s) => [s.wpId, s.reason]);
      expect(reasons).toHaveLength(4);
      for (const [wpId, reason] of reasons) expect(reason, String(wpId)).toContain('מחוץ לתיקיית ההעלאות');
      expect((await site.payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(
        before.totalDocs,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
