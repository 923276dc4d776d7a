import { ValidationError, type CollectionBeforeChangeHook } from 'payload';
import { readPopupSettings } from '../../../engines/popup/settings';

/** How many problems the editor sees at once. */
const shownErrors = 5;

/**
 * Refuses a popup whose settings fail `popupSettingsSchema` (spec §3), drafts included: Payload skips field
 * validation on draft saves, and a hostile URL expression must never reach a visitor's browser.
 */
export const validatePopupSettings: CollectionBeforeChangeHook = ({ data, originalDoc, collection, req }) => {
  const merged = { ...(originalDoc?.settings ?? {}), ...(data.settings ?? {}) };
  const result = readPopupSettings(merged);
  if (result.ok) return data;
  const errors = result.issues.slice(0, shownErrors).map((issue) => ({
    path: `settings.${issue.path}`,
    label: 'הגדרות החלון',
    message: issue.message,
  }));
  const error = new ValidationError({ collection: collection.slug, errors }, req.t);
  // As with the builder layout: the REST body may drop `data` across bundles, so the message carries it too.
  error.message = `ההגדרות לא נשמרו: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`;
  throw error;
};
