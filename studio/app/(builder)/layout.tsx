import '@puckeditor/core/no-external.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '../../builder/editor.css';

/**
 * The builder's own root layout: Puck's stylesheet without outside fonts and a few rules for the
 * editor's frame. Neither Payload's admin CSS nor the public site's CSS reaches the editor UI; the site's
 * CSS is loaded inside the preview iframe only (see studio/builder/preview-css.ts).
 */
export const metadata: Metadata = { title: 'בונה העמודים · אריג', robots: { index: false, follow: false } };

export default function BuilderLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="he" dir="rtl">
      <body className="arig-builder-body">{children}</body>
    </html>
  );
}
