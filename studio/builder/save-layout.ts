import { te } from '../../messages/builder-editor';

/**
 * How the builder saves: through Payload's REST API with the editor's own session cookie, so the
 * collection's access rules, the layout validation and Payload's CSRF origin check all apply exactly
 * as they do to the admin's own forms. Pure helpers, unit-tested; the component does the fetch.
 */

export type SaveMode = 'draft' | 'publish';

/** Collections whose documents open in the builder (their layout field is `layout`). */
export const builderCollections = {
  pages: { label: 'עמוד', adminPath: '/admin/collections/pages' },
  popups: { label: 'חלון קופץ', adminPath: '/admin/collections/popups' },
  'mega-panels': { label: 'פאנל תפריט', adminPath: '/admin/collections/mega-panels' },
  'theme-templates': { label: 'תבנית עיצוב', adminPath: '/admin/collections/theme-templates' },
} as const;
export type BuilderCollection = keyof typeof builderCollections;

export const isBuilderCollection = (value: string): value is BuilderCollection =>
  Object.hasOwn(builderCollections, value);

/** The builder's own URL for a document. */
export const builderPath = (collection: BuilderCollection, id: string | number): string =>
  `/admin/builder/${collection}/${encodeURIComponent(String(id))}`;

/** A document id as Payload's SQLite/Postgres adapters issue them here: a positive integer. */
export const isDocumentId = (value: string): boolean => /^[1-9]\d{0,15}$/.test(value);

/**
 * PATCH /api/<collection>/<id>: a draft is saved with `?draft=true` (a new draft version; the published
 * page is untouched); publishing sends `_status: 'published'`.
 */
export function saveRequest(
  collection: BuilderCollection,
  id: string | number,
  mode: SaveMode,
  layout: unknown,
): { url: string; init: RequestInit } {
  const query = mode === 'draft' ? '?draft=true&depth=0' : '?depth=0';
  const body = mode === 'draft' ? { layout, _status: 'draft' } : { layout, _status: 'published' };
  return {
    url: `/api/${collection}/${encodeURIComponent(String(id))}${query}`,
    init: {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The messages in a Payload error body: the field errors of a ValidationError (`errors[].data.errors[]
 * .message` — for a refused layout, the CMS's Hebrew `path: reason` list) or else the errors' own messages.
 */
export function payloadErrorMessages(body: unknown): string[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  const fieldMessages: string[] = [];
  const topMessages: string[] = [];
  for (const error of body.errors) {
    if (!isRecord(error)) continue;
    if (typeof error.message === 'string') topMessages.push(error.message);
    const data = error.data;
    if (isRecord(data) && Array.isArray(data.errors)) {
      for (const fieldError of data.errors) {
        if (isRecord(fieldError) && typeof fieldError.message === 'string') fieldMessages.push(fieldError.message);
      }
    }
  }
  return [...new Set(fieldMessages.length > 0 ? fieldMessages : topMessages)];
}

/** What the editor reads when a save fails (shown in a role="alert" message; the work stays in the editor). */
export function saveErrorMessage(status: number | 'network', body: unknown): string {
  if (status === 'network') return te.errors.network;
  if (status === 401 || status === 403) return te.errors.unauthorized;
  if (status === 404) return te.errors.notFound;
  if (status === 413) return te.errors.tooLarge;
  if (status === 400) {
    const messages = payloadErrorMessages(body);
    return messages.length > 0 ? messages.join(' ') : te.errors.invalid;
  }
  return te.errors.server(status);
}

/** The success status text, with the time of day in Israel. */
export function saveSuccessMessage(mode: SaveMode, at: Date, collection: BuilderCollection = 'pages'): string {
  const time = at.toLocaleTimeString('he-IL', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Jerusalem' });
  const saved = te.saved[collection];
  return mode === 'draft' ? saved.draft(time) : saved.published(time);
}
