/**
 * When the outbox tries a message again after a failed send: soon at first (a restarted SMTP server),
 * then further apart, for about a day and a half; after the last attempt the message is marked failed
 * and waits for an admin to send it again.
 */
export const retryDelaysMs = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
  24 * 3_600_000,
] as const;

/** Attempts in all before a message is given up on (the first send and every retry). */
export const maxSendAttempts = retryDelaysMs.length + 1;

/** The delay before the next attempt after `attempts` failed ones; null when there is no next attempt. */
export function retryDelayAfter(attempts: number): number | null {
  if (attempts < 1 || attempts >= maxSendAttempts) return null;
  return retryDelaysMs[attempts - 1]!;
}
