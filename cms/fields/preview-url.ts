import type { GeneratePreviewURL } from 'payload';
import { routes } from '../../config/routes';

/**
 * The edit view's "תצוגה מקדימה" (Payload's preview button): the document's own URL, where a signed-in
 * editor sees its latest draft (site/lib/preview.ts) and everyone else the published page. A home page's
 * own slug redirects to "/".
 */
export const previewUrl: GeneratePreviewURL = (doc) =>
  typeof doc.slug === 'string' && doc.slug !== '' ? routes.page(doc.slug) : null;
