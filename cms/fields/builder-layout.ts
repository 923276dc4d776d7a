import { ValidationError, type JSONField } from 'payload';
import { readLayout } from '../../builder/layout';

/** How many problems the editor sees at once; the first ones are enough to fix and save again. */
const shownErrors = 5;

/** The `path: message` list the editor sees when a layout is refused. */
export function layoutErrorMessage(input: unknown): true | string {
  if (input === null || input === undefined) return true;
  const result = readLayout(input);
  if (result.ok) return true;
  const lines = result.errors.slice(0, shownErrors).map((e) => (e.path ? `${e.path}: ${e.message}` : e.message));
  const more = result.errors.length > shownErrors ? ` (ועוד ${result.errors.length - shownErrors})` : '';
  return `הפריסה לא נשמרה: ${lines.join('; ')}${more}`;
}

/**
 * A builder layout (the Puck document): validated on every save against the widget registry, then stored
 * migrated to the current version with defaults filled in and rich text sanitised.
 *
 * The check runs in the beforeChange hook as well as in `validate`: Payload skips field validation for
 * draft saves (collections with `versions.drafts` and no `drafts.validate`), and a draft layout is still
 * loaded into the builder and later published, so a draft must be refused the same way (HTTP 400).
 */
export function builderLayoutField(overrides: Partial<JSONField> = {}): JSONField {
  return {
    name: 'layout',
    type: 'json',
    label: 'פריסה (בונה העמודים)',
    // Edited in the builder only. Not in the admin form: Payload's JSON editor (Monaco) loads its code
    // from a CDN, and a stale copy held by an open edit view would overwrite the builder's saves.
    // Its history reads as what changed and how each version looks, not as JSON (studio/history).
    admin: {
      disabled: true,
      description: 'נערך בבונה העמודים החזותי.',
      components: { Diff: '/studio/history/LayoutDiff#LayoutDiff' },
    },
    validate: (value: unknown) => layoutErrorMessage(value),
    hooks: {
      beforeChange: [
        ({ value, collection, req }) => {
          if (value === null || value === undefined) return value;
          const result = readLayout(value);
          if (result.ok) return result.layout;
          const message = String(layoutErrorMessage(value));
          const error = new ValidationError(
            { collection: collection?.slug, errors: [{ path: 'layout', label: 'פריסה (בונה העמודים)', message }] },
            req?.t,
          );
          // The builder shows the error's message in its alert: it carries the reason, not only the field.
          error.message = message;
          throw error;
        },
      ],
    },
    ...overrides,
  } as JSONField;
}
