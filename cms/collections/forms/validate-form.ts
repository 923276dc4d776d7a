import { ValidationError, type CollectionBeforeValidateHook } from 'payload';
import { formProblems, type FormDraft } from '../../../engines/forms/form-rules';

/** Refuses a form whose fields or mail settings would fail at submit time, each problem at its field. */
export const checkFormDefinition: CollectionBeforeValidateHook = ({ data, originalDoc, collection, req }) => {
  const merged = { ...(originalDoc ?? {}), ...(data ?? {}) } as Partial<FormDraft>;
  const problems = formProblems({
    fields: merged.fields ?? [],
    emails: merged.emails ?? [],
    newsletterConsentField: merged.newsletterConsentField,
  });
  if (problems.length === 0) return data;
  const errors = problems.map((p) => ({ path: p.path, message: p.message }));
  const error = new ValidationError({ collection: collection.slug, errors }, req.t);
  error.message = `הטופס לא נשמר: ${problems.map((p) => p.message).join(' ')}`;
  throw error;
};
