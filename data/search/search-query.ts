import { z } from 'zod';
import { maxQueryChars } from '../../engines/search/limits';

/** A results page never goes beyond this (10 results each): deeper pages are not worth their scan. */
export const maxResultPage = 50;
export const resultsPerPage = 10;

export interface SearchRequest {
  query: string;
  /** The query was longer than `maxQueryChars` and was cut. */
  trimmed: boolean;
}

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const controlChars = /[\u0000-\u001F\u007F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Any string from a URL becomes a query: control and bidi-override characters out, whitespace folded, capped. */
export const searchQuerySchema = z
  .string()
  .catch('')
  .transform((raw): SearchRequest => {
    const clean = raw.replace(controlChars, ' ').replace(/\s+/g, ' ').trim();
    const cut = [...clean];
    return cut.length > maxQueryChars
      ? { query: cut.slice(0, maxQueryChars).join('').trim(), trimmed: true }
      : { query: clean, trimmed: false };
  });

export function readSearchQuery(value: string | null | undefined): SearchRequest {
  return searchQuerySchema.parse(value ?? '');
}
