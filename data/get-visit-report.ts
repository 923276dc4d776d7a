import type { Payload } from 'payload';
import { systemTaskContext } from '../cms/access/system-task';
import {
  dailyTotals,
  leadKinds,
  topValues,
  type DayTotals,
  type LeadKind,
  type VisitEventRow,
} from '../engines/analytics/visits';

export interface VisitReport {
  from: string;
  to: string;
  days: DayTotals[];
  totals: { views: number; visitors: number; leads: Record<LeadKind, number> };
  topPages: { value: string; count: number }[];
  topSources: { value: string; count: number }[];
  topCampaigns: { value: string; count: number }[];
}

const context = systemTaskContext('counter');

async function rawEvents(payload: Payload, from: string, to: string): Promise<VisitEventRow[]> {
  const { docs } = await payload.find({
    collection: 'visit-events',
    where: { and: [{ day: { greater_than_equal: from } }, { day: { less_than_equal: to } }] },
    limit: 200_000,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    context,
    select: { day: true, kind: true, leadKind: true, path: true, source: true, campaign: true, visitor: true },
  });
  return docs as unknown as VisitEventRow[];
}

/**
 * The owner's numbers for a range of days (YYYY-MM-DD, Israel time): daily totals from the kept totals
 * and, for the last 90 days, from the raw events (pages, sources and campaigns come from those only).
 */
export async function getVisitReport(payload: Payload, from: string, to: string): Promise<VisitReport> {
  const [raw, kept] = await Promise.all([
    rawEvents(payload, from, to),
    payload.find({
      collection: 'visit-days',
      where: { and: [{ day: { greater_than_equal: from } }, { day: { less_than_equal: to } }] },
      limit: 5_000,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      context,
    }),
  ]);
  const fromRaw = dailyTotals(raw);
  const rawDays = new Set(fromRaw.map((d) => d.day));
  const days = [
    ...kept.docs
      .filter((d) => !rawDays.has(d.day))
      .map((d) => ({ day: d.day, views: d.views, visitors: d.visitors, leads: d.leads as Record<LeadKind, number> })),
    ...fromRaw,
  ].sort((a, b) => a.day.localeCompare(b.day));
  const leads = Object.fromEntries(
    leadKinds.map((k) => [k, days.reduce((n, d) => n + (d.leads[k] ?? 0), 0)]),
  ) as Record<LeadKind, number>;
  return {
    from,
    to,
    days,
    totals: {
      views: days.reduce((n, d) => n + d.views, 0),
      visitors: days.reduce((n, d) => n + d.visitors, 0),
      leads,
    },
    topPages: topValues(raw, 'path'),
    topSources: topValues(raw, 'source'),
    topCampaigns: topValues(raw, 'campaign'),
  };
}
