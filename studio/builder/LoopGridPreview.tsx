'use client';
import { useEffect, useState, type ComponentType } from 'react';
import { editNonceHeader } from '../../engines/loop-filter/request';
import { tw } from '../../messages/builder';

/** Where the editor's loop grids preview from: the page being edited and the editor's session nonce. */
export interface LoopPreviewTarget {
  postId: number;
  path: string;
  nonce: string;
}

const endpoint = '/wp-json/arig/v1/refresh-loop';
const debounceMs = 300;

/**
 * The edit-mode refresh call (docs/loop-grid.md) as an editor preview: 300 ms after the grid's settings
 * stop changing, the server renders the results for the unsaved props. A refused or failed call keeps
 * the last preview (or the placeholder).
 */
export function makeLoopPreview(target: LoopPreviewTarget): ComponentType<{ gridProps: Record<string, unknown> }> {
  return function LoopGridPreview({ gridProps }) {
    const [html, setHtml] = useState<string | null>(null);
    const key = JSON.stringify(gridProps);
    useEffect(() => {
      const controller = new AbortController();
      const timer = setTimeout(() => {
        const { id, ...model } = JSON.parse(key) as Record<string, unknown>;
        fetch(endpoint, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', [editNonceHeader]: target.nonce },
          body: JSON.stringify({
            post_id: target.postId,
            widget_id: id,
            widget_filters: {},
            pagination_base_url: target.path,
            widget_model: model,
            is_edit_mode: true,
          }),
          signal: controller.signal,
        })
          .then((response) => (response.ok ? response.json() : null))
          .then((json: unknown) => {
            const data = json && typeof json === 'object' ? (json as { data?: unknown }).data : undefined;
            if (typeof data === 'string') setHtml(data);
          })
          .catch(() => undefined);
      }, debounceMs);
      return () => {
        clearTimeout(timer);
        controller.abort();
      };
    }, [key]);
    if (html === null) return <p className="w-loop-grid__empty">{tw.loop.editorPreview}</p>;
    // The site's own render of the results (same origin, escaped by React on the server).
    return <div className="w-loop-grid__preview" dangerouslySetInnerHTML={{ __html: html }} />;
  };
}
