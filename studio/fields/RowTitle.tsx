'use client';

import { useRowLabel } from '@payloadcms/ui';

type RowData = Partial<Record<'label' | 'title' | 'text' | 'description' | 'path' | 'name', string | null>>;

/**
 * An array row named by its own content (its label, title or text), not "Header 01": the studio's lists
 * of menu items, statement rows, options and paths read as what they are.
 */
export function RowTitle() {
  const { data, rowNumber } = useRowLabel<RowData>();
  const own = [data?.label, data?.title, data?.text, data?.description, data?.path, data?.name].find((v) => v?.trim());
  return <span>{own?.trim() || `פריט ${(rowNumber ?? 0) + 1}`}</span>;
}
