import type { CollectionSlug, FieldHook, TextField, Validate } from 'payload';
import { reservedSlugs } from '../../config/site';
import { slugify, slugPattern } from './slugify';

/** Pages, posts and categories share the root URL space, so a slug must be free in all three. */
export const slugSpaces = ['pages', 'posts', 'categories'] as const satisfies readonly CollectionSlug[];

const fillFromTitle: FieldHook = ({ value, data }) => {
  if (typeof value === 'string' && value.trim() !== '') return slugify(value);
  const title: unknown = data?.title;
  return typeof title === 'string' ? slugify(title) : value;
};

const validateSlug: Validate<string | null | undefined, unknown, unknown, TextField> = async (
  value,
  { req, id, collectionSlug },
) => {
  if (typeof value !== 'string' || value === '') return 'נדרש מזהה כתובת (slug)';
  if (!slugPattern.test(value)) {
    return 'מזהה הכתובת יכול להכיל רק אותיות עבריות, אותיות לטיניות קטנות, ספרות ומקפים';
  }
  if (reservedSlugs.has(value)) return `המזהה "${value}" שמור למערכת`;
  for (const collection of slugSpaces) {
    // A uniqueness probe that returns only a yes/no, so it must see drafts the editor may not.
    const found = await req.payload.find({
      collection,
      where: { slug: { equals: value } },
      limit: 1,
      depth: 0,
      draft: true,
      pagination: false,
      overrideAccess: true,
      req,
    });
    const clash = found.docs.find((doc) => !(collection === collectionSlug && doc.id === id));
    if (clash) return `המזהה "${value}" כבר בשימוש (${collectionLabel[collection]})`;
  }
  return true;
};

const collectionLabel: Record<(typeof slugSpaces)[number], string> = {
  pages: 'עמוד',
  posts: 'מאמר',
  categories: 'קטגוריה',
};

export function slugField(): TextField {
  return {
    name: 'slug',
    type: 'text',
    label: 'מזהה כתובת (slug)',
    required: true,
    unique: true,
    index: true,
    validate: validateSlug,
    hooks: { beforeValidate: [fillFromTitle] },
    admin: {
      position: 'sidebar',
      description: 'חלק הכתובת של הדף. נוצר אוטומטית מהכותרת אם נשאר ריק.',
    },
  };
}
