'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { previewCssHref } from '../builder/preview-css-href';

const frameDocument = `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><link rel="stylesheet" href="${previewCssHref}"></head><body class="arig-history-preview"></body></html>`;

/**
 * A version's layout as the site renders it, inside an iframe styled by the site's own stylesheets (the
 * studio's styles stay out of it, and the site's out of the studio). The server renders the widgets;
 * this only moves them into the frame. Nothing in it is a script: the widgets render sanitised markup and
 * React inserts it (as in the builder's own preview frame), so it needs no sandbox, which would also keep
 * the accessibility checker out of it.
 */
export function LayoutPreviewFrame({ title, children }: { title: string; children: ReactNode }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const attach = () => {
      const doc = element.contentDocument;
      if (doc?.body?.classList.contains('arig-history-preview')) setBody(doc.body);
    };
    attach();
    element.addEventListener('load', attach);
    return () => element.removeEventListener('load', attach);
  }, []);

  return (
    <>
      <iframe ref={frame} className="arig-history__frame" title={title} srcDoc={frameDocument} />
      {body ? createPortal(children, body) : null}
    </>
  );
}
