/**
 * A visitor's consent (issue 17): which optional categories they allowed, under which consent version,
 * when, and a random id that ties it to its first-party proof record. Kept 365 days (spec §9) in one
 * first-party cookie; a choice made under an older version counts as none, so everyone is asked again.
 */
import type { ConsentChoice } from './stored-choice';

export { consentCookieName, parseConsent, type ConsentChoice } from './stored-choice';

export const consentCategories = ['analytics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

export const consentCookieDays = 365;

const idPattern = /^[0-9a-f]{32}$/;

/** The cookie's value: `1.<version>.<analytics 0|1><marketing 0|1>.<time base 36>.<id>`. */
export function serializeConsent(choice: ConsentChoice): string {
  return `1.${choice.version}.${choice.analytics ? 1 : 0}${choice.marketing ? 1 : 0}.${choice.at.toString(36)}.${choice.id}`;
}

export const isConsentId = (value: unknown): value is string => typeof value === 'string' && idPattern.test(value);

/**
 * The cookies each category's vendors write, removed when consent to it is withdrawn (names or name
 * prefixes ending in `*`): Google Analytics and Ads, Clarity, Hotjar, the Meta pixel and the visit-source
 * cookies (PixelYourSite's names).
 */
export const categoryCookies: Record<ConsentCategory, readonly string[]> = {
  analytics: ['_ga', '_ga_*', '_gid', '_gat*', '_clck', '_clsk', 'CLID', '_hj*'],
  marketing: ['_gcl_*', '_fbp', '_fbc', 'pys_*', 'pysTrafficSource', 'last_pys*', 'pbid'],
};

/** The cookie names (of those present) that a change from `before` to `after` must delete. */
export function cookiesToDelete(
  present: readonly string[],
  before: Pick<ConsentChoice, ConsentCategory> | null,
  after: Pick<ConsentChoice, ConsentCategory>,
): string[] {
  const withdrawn = consentCategories.filter((c) => (before?.[c] ?? true) && !after[c]);
  const patterns = withdrawn.flatMap((c) => categoryCookies[c]);
  return present.filter((name) =>
    patterns.some((p) => (p.endsWith('*') ? name.startsWith(p.slice(0, -1)) : name === p)),
  );
}
