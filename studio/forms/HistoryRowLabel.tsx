'use client';

import { useRowLabel } from '@payloadcms/ui';

const statusLabels: Record<string, string> = { pending: 'ממתין לאישור', confirmed: 'אושר', unsubscribed: 'הוסר' };

/** A status change is named by what happened and when. */
export function HistoryRowLabel() {
  const { data, rowNumber } = useRowLabel<{ status?: string; at?: string }>();
  const when = data?.at ? new Date(data.at).toLocaleString('he-IL', { timeZone: 'Asia/Jerusalem' }) : '';
  const what = (data?.status && statusLabels[data.status]) || `שינוי ${(rowNumber ?? 0) + 1}`;
  return <span>{when ? `${what} · ${when}` : what}</span>;
}
