'use client';

import { useNav, usePreferences, useWindowInfo } from '@payloadcms/ui';
import { useEffect } from 'react';

/**
 * Payload closes its side menu on every screen up to 1440 px, where it is not an overlay but a column
 * beside the content; an owner on a laptop then meets a studio without its menu (issue 27). Between
 * Payload's overlay breakpoint (1024 px) and 1440 px the menu opens unless the owner closed it (the
 * preference Payload keeps when its toggle is used). Rendered inside the menu, where its state lives.
 */
export function OpenNavOnDesktop() {
  const {
    breakpoints: { l: upTo1440, m: upTo1024 },
  } = useWindowInfo();
  const { setNavOpen } = useNav();
  const { getPreference } = usePreferences();

  useEffect(() => {
    if (!upTo1440 || upTo1024) return;
    let current = true;
    void getPreference<{ open?: boolean }>('nav').then((preference) => {
      if (current && preference?.open !== false) setNavOpen(true);
    });
    return () => {
      current = false;
    };
  }, [upTo1440, upTo1024, getPreference, setNavOpen]);

  return null;
}
