/*
 * Shared by the server's render and the bars' browser code (site-runtime/announcement-bars.ts), so it
 * imports nothing: the browser chunk must not pull in the stored-bar schema (zod).
 */

/** The time left, said the way a person would: days, then hours, then minutes ("נותרו 3 ימים"). */
export function timeLeftText(until: number, now: number): string {
  const minutes = Math.max(0, Math.ceil((until - now) / 60_000));
  if (minutes >= 1440 * 2) return `נותרו ${Math.floor(minutes / 1440)} ימים`;
  if (minutes >= 1440) return 'נותר יום אחד';
  if (minutes >= 120) return `נותרו ${Math.floor(minutes / 60)} שעות`;
  if (minutes >= 60) return 'נותרה שעה אחת';
  if (minutes > 1) return `נותרו ${minutes} דקות`;
  return 'נותרה דקה אחת';
}
