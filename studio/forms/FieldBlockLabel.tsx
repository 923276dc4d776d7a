'use client';

import { useRowLabel } from '@payloadcms/ui';
import { fieldKindLabels } from '../../messages/forms';

type Kind = keyof typeof fieldKindLabels;

/** A form field's row in the studio: its number, its kind and its label, e.g. "02 · דוא"ל · כתובת למענה". */
export function FieldBlockLabel() {
  const { data, rowNumber } = useRowLabel<{ blockType?: string; label?: string; name?: string }>();
  const kind = data?.blockType && data.blockType in fieldKindLabels ? fieldKindLabels[data.blockType as Kind][0] : '';
  return (
    <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'baseline' }}>
      <span style={{ color: 'var(--theme-elevation-500)' }}>{String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
      {kind && <strong>{kind}</strong>}
      <span>{data?.label?.trim() || 'שדה חדש'}</span>
      {data?.name && (
        <bdi dir="ltr" style={{ color: 'var(--theme-elevation-500)' }}>
          {data.name}
        </bdi>
      )}
    </span>
  );
}
