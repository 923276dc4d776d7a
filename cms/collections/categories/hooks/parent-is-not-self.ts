import { ValidationError, type CollectionBeforeValidateHook } from 'payload';

/** URLs are /parent/child/: a category may have a parent, but the parent may not have one too (two levels). */
export const parentIsNotSelf: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const parentRef: unknown = data?.parent;
  const parentId = typeof parentRef === 'object' && parentRef !== null ? (parentRef as { id?: unknown }).id : parentRef;
  if (parentId === undefined || parentId === null || parentId === '') return data;
  if (originalDoc && parentId === originalDoc.id) {
    throw new ValidationError({ errors: [{ message: 'קטגוריה לא יכולה להיות האב של עצמה', path: 'parent' }] });
  }
  const parent = await req.payload.findByID({
    collection: 'categories',
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
