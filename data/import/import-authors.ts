import { randomBytes } from 'node:crypto';
import { slugify } from '../../cms/fields/slugify';
import { isolateLtr } from '../../engines/bidi';
import type { WxrAuthor } from '../../engines/wordpress/wxr';
import { asImporter, fail, type ImportContext, itemDone } from './context';
import { upsert } from './upsert';

const nameOf = (a: WxrAuthor): string => a.displayName.trim() || `${a.firstName} ${a.lastName}`.trim() || a.login;

/**
 * An account needs an e-mail address and some exports carry none for an author: such an author gets one
 * in the `.invalid` domain (RFC 2606: it can never receive mail), named after their WordPress id or login,
 * and the report asks the owner to put the real one before the author signs in.
 */
export function placeholderEmail(a: Pick<WxrAuthor, 'id' | 'login'>, index: number): string {
  const name = a.id ? `author-${a.id}` : slugify(a.login).replace(/[^a-z0-9-]/g, '') || `author-n${index + 1}`;
  return `${name}@wordpress-import.invalid`;
}

/**
 * The export's authors as bylines: an account per author (matched by WordPress id, then by e-mail, so
 * an existing account keeps its roles and password; an author without an address gets a placeholder). A new one is an editor with a random password no one
 * knows: WordPress's password hashes are not imported, and the author signs in after "forgot password".
 */
export async function importAuthors(ctx: ImportContext, authors: WxrAuthor[]): Promise<void> {
  for (const [i, author] of authors.entries()) {
    const item = { id: author.id, title: author.login };
    try {
      const given = author.email.trim().toLowerCase();
      const email = given || placeholderEmail(author, i);
      const name = nameOf(author);
      if (!given)
        ctx.report.contentNotes.push({
          wpId: author.id,
          title: name,
          kind: 'author',
          detail: `לכותב/ת אין כתובת דוא״ל בייצוא: נוצר חשבון עם הכתובת הזמנית ${isolateLtr(email)}, שאינה מקבלת דואר. יש לעדכן אותה בסטודיו לפני שיתחברו`,
        });
      const id = await upsert(ctx, 'authors', 'users', author.id || null, {
        adopt: given ? { email: { equals: given } } : undefined,
        save: async (existing) => {
          if (existing !== undefined) {
            await ctx.payload.update({
              collection: 'users',
              id: existing,
              data: { wordpressId: author.id || null },
              depth: 0,
              ...asImporter(ctx),
            });
            return existing;
          }
          const doc = await ctx.payload.create({
            collection: 'users',
            data: {
              email,
              name,
              authorSlug: slugify(author.login) || undefined,
              password: randomBytes(24).toString('base64url'),
              roles: ['editor'],
              wordpressId: author.id || null,
            },
            depth: 0,
            ...asImporter(ctx),
          });
          return doc.id;
        },
      });
      ctx.ids.authors.set(author.login, id);
    } catch (error) {
      fail(ctx, 'authors', item, error);
    }
    await itemDone(ctx, 'authors', i + 1, authors.length);
  }
}
