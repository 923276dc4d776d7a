'use client';

import type { Data } from '@puckeditor/core';
import { useEffect, useMemo, useRef } from 'react';
import { toStoredLayout } from '../../builder/editor-data';

/**
 * Leaving the builder with changes not saved asks first (the browser's own "leave site?" prompt). A
 * change is judged by the layout as it would be stored, so Puck's own bookkeeping is no change.
 */
export function useUnsavedGuard(initialData: Data) {
  const baseline = useRef(JSON.stringify(toStoredLayout(initialData)));
  // What the editor holds now (edits made while a save is on its way stay unsaved after it lands).
  const latest = useRef(baseline.current);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current !== baseline.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  return useMemo(
    () => ({
      changed: (data: Data) => {
        latest.current = JSON.stringify(toStoredLayout(data));
      },
      saved: (layout: unknown) => {
        baseline.current = JSON.stringify(layout);
      },
    }),
    [],
  );
}
