import type { CollectionAfterChangeHook, FieldHook, TextField, Validate } from 'payload';
import { pageCache } from '../../../../data/cache/page-cache';
import { slugify, slugPattern } from '../../../fields/slugify';
import { authorCopies } from '../../posts/hooks/copy-author-name';

/** The address part of the author's archive, /author/{slug}/ (WordPress's user_nicename). */
const fillFromName: FieldHook = async ({ value, data, req, originalDoc }) => {
  if (typeof value === 'string' && value.trim() !== '') return slugify(value) || value;
  const name: unknown = data?.name ?? originalDoc?.name;
  const base = typeof name === 'string' ? slugify(name) : '';
  if (base === '') return value;
  const id: unknown = originalDoc?.id;
  for (let n = 1; n <= 50; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { authorSlug: { equals: candidate } },
      limit: 2,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: {},
      req,
    });
    if (docs.every((doc) => doc.id === id)) return candidate;
  }
  return value;
};

const validateAuthorSlug: Validate<string | null | undefined, unknown, unknown, TextField> = (value) =>
  value === null || value === undefined || value === '' || slugPattern.test(value)
    ? true
    : 'המזהה יכול להכיל רק אותיות עבריות, אותיות לטיניות קטנות, ספרות ומקפים (למשל ‎dana-levi).';

export const authorSlugField: TextField = {
  name: 'authorSlug',
  type: 'text',
  label: 'מזהה לעמוד הכותב/ת (slug)',
  unique: true,
  index: true,
  maxLength: 80,
  validate: validateAuthorSlug,
  hooks: { beforeValidate: [fillFromName] },
  admin: {
    position: 'sidebar',
    description: 'המאמרים של הכותב/ת מוצגים בכתובת ‎/author/{slug}/‎. נוצר מהשם אם נשאר ריק.',
  },
};

/**
 * Visitors never read accounts: posts keep a copy of their author's name, slug and profile (the posts
 * collection's copyAuthorName). When any changes here, the published copies follow at once, in the
 * database directly, so no post gets a new version and no draft is published by it.
 */
export const refreshAuthorCopies: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update') return doc;
  const copies = authorCopies(doc);
  const before = previousDoc ? authorCopies(previousDoc) : null;
  if (JSON.stringify(copies) === JSON.stringify(before)) return doc;
  await req.payload.db.updateMany({
    collection: 'posts',
    where: { author: { equals: doc.id } },
    data: copies,
    req,
    returning: false,
  });
  if (req.context.skipPurge !== true) pageCache.purgeAll();
  return doc;
};
