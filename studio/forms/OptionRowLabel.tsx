'use client';

import { useRowLabel } from '@payloadcms/ui';

/** An option row is named by what visitors see, not "Option 01". */
export function OptionRowLabel() {
  const { data, rowNumber } = useRowLabel<{ label?: string }>();
  return <span>{data?.label?.trim() || `אפשרות ${(rowNumber ?? 0) + 1}`}</span>;
}
