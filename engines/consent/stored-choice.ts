/**
 * The part of a visitor's consent that every page reads (issue 17): the cookie's name and its parser. Kept
 * apart from the rest of `choice.ts` so the page's gate carries nothing it does not run.
 */
export interface ConsentChoice {
  id: string;
  version: number;
  analytics: boolean;
  marketing: boolean;
  /** When it was given (ms). */
  at: number;
}

export const consentCookieName = 'arig_consent';

/** The stored choice, if it is well formed and made under the current version; null: ask. */
export function parseConsent(value: string | null | undefined, currentVersion: number): ConsentChoice | null {
  const match = /^1\.(\d{1,6})\.([01])([01])\.([0-9a-z]{1,12})\.([0-9a-f]{32})$/.exec(value ?? '');
  if (!match) return null;
  const version = Number(match[1]);
  if (version !== currentVersion) return null;
  return {
    version,
    analytics: match[2] === '1',
    marketing: match[3] === '1',
    at: parseInt(match[4]!, 36),
    id: match[5]!,
  };
}
