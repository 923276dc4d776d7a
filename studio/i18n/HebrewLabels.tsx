'use client';

import { useEffect, type ReactNode } from 'react';
import { dragInstructions, hebrewAnnouncement, hebrewLabel } from './english-labels';

function translate(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>('[aria-label]')) {
    const hebrew = hebrewLabel(el.getAttribute('aria-label') ?? '');
    if (hebrew) el.setAttribute('aria-label', hebrew);
  }
  // Payload titles each checkbox with its field path ("seo.noindex"): a tooltip in code, beside a label.
  for (const box of root.querySelectorAll<HTMLInputElement>('input[type="checkbox"][title]')) {
    if (!/[\u0590-\u05ff]/.test(box.title)) box.removeAttribute('title');
  }
  for (const el of root.querySelectorAll<HTMLElement>('[id^="DndDescribedBy-"]')) {
    if (el.textContent !== dragInstructions) el.textContent = dragInstructions;
  }
  for (const el of root.querySelectorAll<HTMLElement>('[id^="DndLiveRegion-"]')) {
    const hebrew = hebrewAnnouncement(el.textContent?.trim() ?? '');
    if (hebrew) el.textContent = hebrew;
  }
}

/**
 * Puts Hebrew over the labels third-party admin components hard-code in English (see english-labels.ts).
 * After React has rendered them: React sets an attribute again only when its own value changes.
 */
export function HebrewLabels({ children }: { children?: ReactNode }) {
  useEffect(() => {
    translate(document.body);
    // Until now the server's HTML still shows the English attributes; journeys wait for this mark.
    document.documentElement.dataset.hebrewLabels = 'on';
    // In the observer's own callback: one pass per batch of changes, before the browser paints them. (A
    // requestAnimationFrame waited for a frame that a tab in the background never gets: the studio opened in
    // several tabs kept its English labels in all but the front one.)
    const observer = new MutationObserver(() => translate(document.body));
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      // dnd-kit's live region changes its text node in place (React sets nodeValue).
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'title'],
    });
    return () => observer.disconnect();
  }, []);
  return <>{children}</>;
}
