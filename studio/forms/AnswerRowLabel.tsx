'use client';

import { useRowLabel } from '@payloadcms/ui';

/** An answer row is named by its question, not "Submission Data 01". */
export function AnswerRowLabel() {
  const { data, rowNumber } = useRowLabel<{ label?: string; field?: string }>();
  return <span>{data?.label?.trim() || data?.field || `תשובה ${(rowNumber ?? 0) + 1}`}</span>;
}
