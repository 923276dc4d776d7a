import { ValidationError, type JSONField, type PayloadRequest } from 'payload';
import { colourRefErrors, usesColourRefs } from '../../builder/colour-refs';
import { readLayout, type LayoutError, type LayoutResult } from '../../builder/layout';
import type { SiteColours } from '../../engines/colour/custom-colours';

/** How many problems the editor sees at once; the first ones are enough to fix and save again. */
const shownErrors = 5;

const errorMessage = (errors: LayoutError[]): string => {
  const lines = errors.slice(0, shownErrors).map((e) => (e.path ? `${e.path}: ${e.message}` : e.message));
  const more = errors.length > shownErrors ? ` (ועוד ${errors.length - shownErrors})` : '';
  return `הפריסה לא נשמרה: ${lines.join('; ')}${more}`;
};

/** The `path: message` list the editor sees when a layout is refused. */
export function layoutErrorMessage(input: unknown): true | string {
  if (input === null || input === undefined) return true;
  const result = readLayout(input);
  return result.ok ? true : errorMessage(result.errors);
}

/**
 * The layout's check with Site Settings: a global colour it names (the accent, a named colour) must still
 * exist, and a heading's must read on the page. Read in the save's transaction, only when one is named.
 */
async function checkLayout(input: unknown, req: PayloadRequest | undefined): Promise<LayoutResult> {
  const result = readLayout(input);
  if (!result.ok || !req?.payload || !usesColourRefs(result.layout.content)) return result;
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req, overrideAccess: true });
  const site: SiteColours = { brand: settings.brand ?? {}, custom: settings.brand?.customColours ?? [] };
  const errors = colourRefErrors(result.layout.content, site);
  return errors.length ? { ok: false, errors } : result;
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
    validate: async (value: unknown, { req }: { req?: PayloadRequest }) => {
      if (value === null || value === undefined) return true;
      const result = await checkLayout(value, req);
      return result.ok ? true : errorMessage(result.errors);
    },
    hooks: {
      beforeChange: [
        async ({ value, collection, req }) => {
          if (value === null || value === undefined) return value;
          const result = await checkLayout(value, req);
          if (result.ok) return result.layout;
          const message = errorMessage(result.errors);
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
