import { ValidationError, type CollectionBeforeValidateHook } from 'payload';

/**
 * Taxonomies of two levels (article categories at /parent/child/, product categories in the shop's
 * menus): a term may have a parent, but not itself, and the parent may not have one too.
 */
export const twoLevelParent =
  (collection: 'categories' | 'product-categories'): CollectionBeforeValidateHook =>
  async ({ data, originalDoc, req }) => {
    const parentRef: unknown = data?.parent;
    const parentId =
      typeof parentRef === 'object' && parentRef !== null ? (parentRef as { id?: unknown }).id : parentRef;
    if (parentId === undefined || parentId === null || parentId === '') return data;
    if (originalDoc && parentId === originalDoc.id) {
      throw new ValidationError({ errors: [{ message: 'קטגוריה לא יכולה להיות האב של עצמה', path: 'parent' }] });
    }
    const parent = await req.payload.findByID({
      collection,
      id: parentId as number | string,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    });
    if (!parent) {
      throw new ValidationError({ errors: [{ message: 'קטגוריית האב לא נמצאה', path: 'parent' }] });
    }
    if (parent.parent) {
      throw new ValidationError({
        errors: [{ message: 'אפשר לקנן קטגוריות עד שתי רמות בלבד (אב ובן)', path: 'parent' }],
      });
    }
    return data;
  };
