import type { CollectionSlug, FieldHook, TextField, Validate } from 'payload';
import { reservedSlugs } from '../../config/site';
import { slugify, slugPattern } from './slugify';

/** Pages, posts and categories share the root URL space, so a slug must be free in all three. */
export const slugSpaces = ['pages', 'posts', 'categories'] as const satisfies readonly CollectionSlug[];

const fillFromTitle: FieldHook = ({ value, data }) => {
  // A typed slug with nothing usable in it is kept as typed, so validation names what is wrong with it.
  if (typeof value === 'string' && value.trim() !== '') return slugify(value) || value;
  const title: unknown = data?.title;
  return typeof title === 'string' ? slugify(title) : value;
};

/** Projects live under /project/: a space of their own. */
export const projectSlugSpace = ['projects'] as const satisfies readonly CollectionSlug[];
/** Tags live under /tag/. */
export const tagSlugSpace = ['tags'] as const satisfies readonly CollectionSlug[];
/** The shop's addresses (/product/, /product-category/, /product-tag/): a space each. */
export const productSlugSpace = ['products'] as const satisfies readonly CollectionSlug[];
export const productCategorySlugSpace = ['product-categories'] as const satisfies readonly CollectionSlug[];
export const productTagSlugSpace = ['product-tags'] as const satisfies readonly CollectionSlug[];
type SlugSpace = readonly (
  | (typeof slugSpaces)[number]
  | (typeof projectSlugSpace)[number]
  | (typeof tagSlugSpace)[number]
  | (typeof productSlugSpace)[number]
  | (typeof productCategorySlugSpace)[number]
  | (typeof productTagSlugSpace)[number]
)[];

const collectionLabel: Record<SlugSpace[number], string> = {
  pages: 'בעמוד',
  posts: 'במאמר',
  categories: 'בקטגוריה',
  projects: 'בפרויקט',
  tags: 'בתגית',
  products: 'במוצר',
  'product-categories': 'בקטגוריית מוצרים',
  'product-tags': 'בתגית מוצרים',
};

const titleOf = (doc: unknown): string => {
  const title = (doc as { title?: unknown }).title;
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : 'ללא כותרת';
};

export const validateSlug: Validate<string | null | undefined, unknown, unknown, TextField> = (value, options) =>
  validateSlugIn(slugSpaces, value, options);

const validateSlugIn = async (
  spaces: SlugSpace,
  value: string | null | undefined,
  { req, id, collectionSlug, data }: Parameters<Validate<string | null | undefined, unknown, unknown, TextField>>[1],
): Promise<string | true> => {
  if (typeof value !== 'string' || value === '') {
    // The form is validated before `fillFromTitle` runs on save: a title means the slug will be filled.
    const title = (data as { title?: unknown } | undefined)?.title;
    if (typeof title === 'string' && slugify(title) !== '') return true;
    return 'נדרש מזהה כתובת (slug): מלאו כותרת והוא ייווצר ממנה, או כתבו אותו כאן.';
  }
  const slug = slugify(value);
  if (!slugPattern.test(slug)) {
    return 'מזהה הכתובת יכול להכיל רק אותיות עבריות, אותיות לטיניות קטנות, ספרות ומקפים (למשל ‎yarn-count).';
  }
  if (reservedSlugs.has(slug)) return `הכתובת ‎/${slug}/‎ שמורה למערכת. בחרו מזהה אחר.`;
  for (const collection of spaces) {
    // A uniqueness probe that returns only a yes/no, so it must see drafts the editor may not.
    const found = await req.payload.find({
      collection,
      where: { slug: { equals: slug } },
      limit: 2,
      depth: 0,
      draft: true,
      pagination: false,
      overrideAccess: true,
      req,
    });
    const clash = found.docs.find((doc) => !(collection === collectionSlug && doc.id === id));
    if (clash) {
      // The holder's edit view ends the message: the studio shows it as a link (studio/fields/SlugError).
      return `הכתובת ‎/${slug}/‎ כבר בשימוש ${collectionLabel[collection]} ‹${titleOf(clash)}›. בחרו מזהה אחר, או שנו את המזהה שם: /admin/collections/${collection}/${clash.id}`;
    }
  }
  return true;
};

/** A duplicate's slug: the original's with "-עותק" (and a number when that is taken too). */
const freeCopySlug =
  (spaces: SlugSpace): FieldHook =>
  async ({ value, req }) => {
    if (typeof value !== 'string' || value === '') return value;
    for (let n = 1; n <= 50; n++) {
      const candidate = n === 1 ? `${value}-עותק` : `${value}-עותק-${n}`;
      const clash = await Promise.all(
        spaces.map((collection) =>
          req.payload.count({ collection, where: { slug: { equals: candidate } }, overrideAccess: true, req }),
        ),
      );
      if (clash.every((c) => c.totalDocs === 0)) return candidate;
    }
    return value;
  };

export function slugField(spaces: SlugSpace = slugSpaces): TextField {
  return {
    name: 'slug',
    type: 'text',
    label: 'מזהה כתובת (slug)',
    required: true,
    unique: true,
    index: true,
    validate: (value, options) => validateSlugIn(spaces, value, options),
    hooks: { beforeValidate: [fillFromTitle], beforeDuplicate: [freeCopySlug(spaces)] },
    admin: {
      position: 'sidebar',
      description: 'חלק הכתובת של הדף. נוצר אוטומטית מהכותרת אם נשאר ריק.',
      components: { Error: '/studio/fields/SlugError#SlugError' },
    },
  };
}
