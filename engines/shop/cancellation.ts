/**
 * Israel's Consumer Protection (Cancellation of Transaction) Regulations, 2010: a distance sale may be
 * cancelled within 14 days of receiving the goods (or of the disclosure, if later), for a fee of 5% of
 * the price or ₪100, whichever is lower.
 */
export const cancellationDays = 14;
export const cancellationFeePercent = 5;
export const cancellationFeeCap = 100_00;

/** The most a cancellation may cost, in agorot. */
export function cancellationFee(totalAgorot: number): number {
  return Math.min(Math.round((totalAgorot * cancellationFeePercent) / 100), cancellationFeeCap);
}
