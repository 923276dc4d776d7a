import type { Payload } from 'payload';
import { systemTaskContext } from '../../../cms/access/system-task';
import { dailyTotals, israelDay, rawRetentionDays, type VisitEventRow } from '../../../engines/analytics/visits';

const context = systemTaskContext('counter');

/**
 * Raw visit events older than 90 days become daily totals (kept for good) and are deleted. Runs at start
 * and every six hours. A day's events are all past the cutoff at once, so each day is totalled once.
 */
export async function rollUpVisits(payload: Payload, now = Date.now()): Promise<number> {
  const cutoff = israelDay(now - rawRetentionDays * 86_400_000);
  const { docs } = await payload.find({
    collection: 'visit-events',
    where: { day: { less_than: cutoff } },
    limit: 200_000,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    context,
  });
  if (docs.length === 0) return 0;
  for (const totals of dailyTotals(docs as unknown as VisitEventRow[])) {
    const existing = await payload.find({
      collection: 'visit-days',
      where: { day: { equals: totals.day } },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      context,
    });
    // A day totalled before (a pass that stopped before deleting) keeps its totals; its leftovers go.
    if (existing.docs.length === 0)
      await payload.create({ collection: 'visit-days', data: totals, overrideAccess: false, context });
  }
  await payload.delete({
    collection: 'visit-events',
    where: { day: { less_than: cutoff } },
    overrideAccess: false,
    context,
  });
  return docs.length;
}
