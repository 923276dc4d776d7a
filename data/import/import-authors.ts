import { randomBytes } from 'node:crypto';
import { slugify } from '../../cms/fields/slugify';
import type { WxrAuthor } from '../../engines/wordpress/wxr';
import { asImporter, fail, type ImportContext } from './context';
import { upsert } from './upsert';

const nameOf = (a: WxrAuthor): string => a.displayName.trim() || `${a.firstName} ${a.lastName}`.trim() || a.login;

/**
 * The export's authors as bylines: an account per author (matched by WordPress id, then by e-mail, so
 * an existing account keeps its roles and password). A new one is an editor with a random password no one
 * knows: WordPress's password hashes are not imported, and the author signs in after "forgot password".
 */
export async function importAuthors(ctx: ImportContext, authors: WxrAuthor[]): Promise<void> {
  for (const [i, author] of authors.entries()) {
    const item = { id: author.id, title: author.login };
    try {
      const email = author.email.trim().toLowerCase();
      const name = nameOf(author);
      const id = await upsert(ctx, 'authors', 'users', author.id || null, {
        adopt: email ? { email: { equals: email } } : undefined,
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
    ctx.progress('authors', i + 1, authors.length);
  }
}
