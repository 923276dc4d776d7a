import type { z } from 'zod';
import { wordPressOptionsSchema, type WordPressOptions } from './wordpress-options-schema';

export type { WordPressOptions } from './wordpress-options-schema';

const prefix = 'קובץ ההגדרות של וורדפרס';

/** Keys that would reach an object's prototype if copied naively: never options, dropped wherever they are. */
const prototypeKeys = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * PHP's empty array is JSON's `[]` whatever it stood for (an empty settings object, most often); no value
 * arig reads is a list, so inside the file it carries nothing and is dropped.
 */
const isEmptyPhpArray = (key: string, value: unknown) => key !== '' && Array.isArray(value) && value.length === 0;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function issueMessage(issue: z.core.$ZodIssue): string {
  const key = issue.path.map(String).join('.');
  return `${prefix}: הערך של "${key}" אינו תקין: ${issue.message}.`;
}

/**
 * Reads the optional options file (WordPress option name → value, as WP-CLI prints them): a pure check of
 * text from outside. Unknown options are ignored; a known one in a wrong shape is refused with its name.
 * The caller caps the size.
 */
export function readWordPressOptions(json: string): { options: WordPressOptions } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json, (key, value: unknown) =>
      prototypeKeys.has(key) || isEmptyPhpArray(key, value) ? undefined : value,
    );
  } catch {
    return { error: `${prefix} אינו JSON תקין.` };
  }
  if (!isPlainObject(parsed)) {
    return {
      error: Array.isArray(parsed)
        ? `${prefix} צריך להיות אובייקט JSON של שם הגדרה ← ערך, לא רשימה (כמו ש־wp option get NAME --format=json מחזיר לכל הגדרה).`
        : `${prefix} צריך להיות אובייקט JSON של שם הגדרה ← ערך.`,
    };
  }
  const result = wordPressOptionsSchema.safeParse(parsed);
  if (!result.success) {
    const first = result.error.issues[0];
    return { error: first ? issueMessage(first) : `${prefix} אינו תקין.` };
  }
  return { options: result.data };
}
