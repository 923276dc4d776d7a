import type { RawSubmission, UploadedFile } from '../../../engines/forms/definition';
import { readBoundedBody } from '../../../engines/loop-filter/bounded-body';

/** A form post as the submit path reads it: answers by name, files by name, or why it was refused. */
export type ReadPost =
  { ok: true; fields: RawSubmission; files: Map<string, UploadedFile> } | { ok: false; status: 400 | 408 | 413 | 415 };

/** A form without files; with a file (≤ 5 MB) and its answers. */
export const maxUrlencodedBytes = 64 * 1024;
export const maxMultipartBytes = 6 * 1024 * 1024;
const maxEntries = 200;
const maxValueLength = 10_000;
const readDeadlineMs = 15_000;

/**
 * Reads a form post: `application/x-www-form-urlencoded` or `multipart/form-data` only, within a byte
 * limit checked on the declared length and again while reading (a body that never ends stops at the
 * deadline), at most 200 entries, each value bounded. Names are kept in a Map, so `__proto__` is a name
 * like any other.
 */
export async function readFormPost(request: Request): Promise<ReadPost> {
  const contentType = request.headers.get('content-type') ?? '';
  // Lower-cased to compare; the boundary itself is case-sensitive, so the header is passed on as sent.
  const type = contentType.toLowerCase();
  const multipart = type.startsWith('multipart/form-data');
  if (!multipart && !type.startsWith('application/x-www-form-urlencoded')) return { ok: false, status: 415 };
  const limit = multipart ? maxMultipartBytes : maxUrlencodedBytes;
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return { ok: false, status: 413 };
  const body = request.body ? await readBoundedBody(request.body, limit, readDeadlineMs) : new Uint8Array();
  if (body === 'large') return { ok: false, status: 413 };
  if (body === 'slow') return { ok: false, status: 408 };

  const fields: RawSubmission = new Map();
  const files = new Map<string, UploadedFile>();
  let entries: Iterable<[string, FormDataEntryValue]>;
  try {
    entries = multipart
      ? await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData()
      : new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return { ok: false, status: 400 };
  }
  let count = 0;
  for (const [name, value] of entries) {
    if ((count += 1) > maxEntries || name.length > 100) return { ok: false, status: 400 };
    if (typeof value === 'string') {
      if (value.length > maxValueLength) return { ok: false, status: 413 };
      fields.set(name, [...(fields.get(name) ?? []), value]);
    } else if (!files.has(name)) {
      files.set(name, {
        name: value.name.slice(0, 200),
        type: value.type,
        size: value.size,
        bytes: new Uint8Array(await value.arrayBuffer()),
      });
    }
  }
  return { ok: true, fields, files };
}
