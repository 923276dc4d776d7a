/**
 * Telling people from bots without a third-party captcha (issue 16): a honeypot field that people never
 * see, and a signed render-time token. A submission that fails is kept as spam (not mailed) and its
 * sender is thanked like anyone else, so a bot learns nothing.
 */

/** People take longer than this to fill a form; a bot posting at once does not. */
export const minFillMs = 3_000;
/**
 * A token older than this is stale. Pages holding a form stay in the page cache for at most an hour
 * (data/cache), so a visitor's token is at most an hour old when the page loads.
 */
export const maxTokenAgeMs = 24 * 3_600_000;

export type SpamReason = 'honeypot' | 'forged-token' | 'too-fast' | 'too-old';

export const spamReasonLabels: Record<SpamReason, string> = {
  honeypot: 'מולא השדה הנסתר (מלכודת לתוכנות)',
  'forged-token': 'אסימון הטופס חסר או מזויף',
  'too-fast': 'נשלח פחות משלוש שניות אחרי טעינת הטופס',
  'too-old': 'אסימון הטופס ישן מ-24 שעות',
};

export function spamReason(input: { honeypot: string; issuedAt: number | null; now: number }): SpamReason | null {
  if (input.honeypot.trim() !== '') return 'honeypot';
  if (input.issuedAt === null) return 'forged-token';
  const age = input.now - input.issuedAt;
  if (age < minFillMs) return 'too-fast';
  if (age > maxTokenAgeMs) return 'too-old';
  return null;
}
