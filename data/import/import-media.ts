import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { WxrItem } from '../../engines/wordpress/wxr';
import { asImporter, fail, skip, type ImportContext, itemDone } from './context';
import { imageTypeOf, insideUploads, pathInUploads, uploadKey } from './media-paths';
import { upsert } from './upsert';

/** The media library's own upload cap is the real limit; this only keeps one odd file from a long read. */
const maxFileBytes = 50 * 1024 * 1024;

/** An image's text alternative: WordPress's alt field, else its title (the report counts those). */
function altOf(item: WxrItem): { alt: string; fromTitle: boolean } {
  const alt = (item.meta._wp_attachment_image_alt ?? '').trim();
  if (alt) return { alt, fromTitle: false };
  return { alt: item.title.trim() || path.basename(item.meta._wp_attached_file ?? 'תמונה'), fromTitle: true };
}

async function readUpload(file: string): Promise<Buffer | null> {
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > maxFileBytes) return null;
    return await readFile(file);
  } catch {
    return null;
  }
}

/**
 * The export's attachments from the uploads folder (nothing is fetched from the internet): matched by
 * WordPress id, so a second import adds no copy. A file the folder lacks is reported, not fatal.
 */
export async function importMedia(ctx: ImportContext, items: WxrItem[], uploadsDir: string | null): Promise<void> {
  const attachments = items.filter((i) => i.type === 'attachment');
  let altFromTitle = 0;
  for (const [n, item] of attachments.entries()) {
    const entry = { id: item.id, title: item.title };
    try {
      const named = (item.meta._wp_attached_file || item.attachmentUrl) ?? '';
      const attached = pathInUploads(named) ?? '';
      const key = uploadKey(attached);
      const mimetype = imageTypeOf(attached);
      const file = uploadsDir ? insideUploads(uploadsDir, attached) : null;
      if (named.trim() !== '' && (!attached || (uploadsDir && !file))) {
        skip(ctx, 'media', entry, `הנתיב ${named.slice(0, 200)} מוביל אל מחוץ לתיקיית ההעלאות: הקובץ לא נקרא`);
      } else if (!key || !mimetype) {
        skip(ctx, 'media', entry, `סוג קובץ שספריית המדיה לא מקבלת (${path.extname(attached) || 'ללא סיומת'})`);
      } else {
        const data = file ? await readUpload(file) : null;
        const known = await ctx.payload.count({
          collection: 'media',
          where: { wordpressId: { equals: item.id } },
          ...asImporter(ctx),
        });
        if (!data && known.totalDocs === 0) {
          ctx.report.missingMedia.push(attached);
          skip(ctx, 'media', entry, `הקובץ לא נמצא בתיקיית ההעלאות: ${attached}`);
        } else {
          const { alt, fromTitle } = altOf(item);
          if (fromTitle) altFromTitle += 1;
          const fields = {
            alt,
            title: item.title || null,
            description: item.excerpt || item.content || null,
            wordpressId: item.id,
          };
          const id = await upsert(ctx, 'media', 'media', item.id, {
            save: async (existing) => {
              if (existing !== undefined) {
                // A second import keeps the stored file (and its sizes); only the texts follow the export.
                await ctx.payload.update({
                  collection: 'media',
                  id: existing,
                  data: fields,
                  depth: 0,
                  ...asImporter(ctx),
                });
                return existing;
              }
              if (!data) throw new Error(`הקובץ לא נמצא בתיקיית ההעלאות: ${attached}`);
              const file = { data, mimetype, name: path.basename(attached), size: data.length };
              return (
                await ctx.payload.create({ collection: 'media', data: fields, file, depth: 0, ...asImporter(ctx) })
              ).id;
            },
          });
          ctx.ids.media.set(item.id, id);
          ctx.ids.mediaByPath.set(key, id);
        }
      }
    } catch (error) {
      fail(ctx, 'media', entry, error);
    }
    await itemDone(ctx, 'media', n + 1, attachments.length);
  }
  if (altFromTitle > 0)
    ctx.report.contentNotes.push({
      wpId: 0,
      title: 'ספריית המדיה',
      kind: 'alt',
      detail: `${altFromTitle} תמונות בלי טקסט חלופי בוורדפרס קיבלו את כותרתן כטקסט חלופי: כדאי לעבור עליהן`,
    });
}
