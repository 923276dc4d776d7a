import { createRateLimiter } from '../../../engines/rate-limit';

/**
 * Limits per recipient (issue 16): a form cannot be used to flood someone's inbox with auto-replies or
 * newsletter confirmations, whichever address it comes from. The submission is still stored and the
 * owner still told; only the message to that address is skipped. (Limits per sender address are in
 * server/request-limits.ts.)
 */
export const recipientLimits = {
  autoReply: { limit: 3, windowMs: 3_600_000 },
  subscriptionMail: { limit: 3, windowMs: 24 * 3_600_000 },
} as const;

const autoReply = createRateLimiter(recipientLimits.autoReply, Date.now);
const subscriptionMail = createRateLimiter(recipientLimits.subscriptionMail, Date.now);

export const mayAutoReply = (address: string): boolean => autoReply.take(address.toLowerCase());
export const maySendSubscriptionMail = (address: string): boolean => subscriptionMail.take(address.toLowerCase());
