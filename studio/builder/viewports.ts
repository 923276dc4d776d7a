import type { Viewports } from '@puckeditor/core';
import { breakpoints } from '../../config/site';
import { te } from '../../messages/builder-editor';

/**
 * The builder's device previews, one per band of the spec's breakpoints (§9: mobile ≤ 767, tablet
 * ≤ 1024, desktop above): the preview iframe takes the viewport's width, so the site's own media
 * queries pick the same rules a visitor's device would.
 */
export const previewWidths = { mobile: 360, tablet: 768, desktop: 1280 } as const;

export type Device = keyof typeof previewWidths;

/** The device band a width falls in, by the site's breakpoints. */
export function deviceForWidth(width: number): Device {
  if (width <= breakpoints.mobile) return 'mobile';
  if (width <= breakpoints.tablet) return 'tablet';
  return 'desktop';
}

export const editorViewports: Viewports = [
  { width: previewWidths.mobile, height: 'auto', label: te.viewports.mobile, icon: 'Smartphone' },
  { width: previewWidths.tablet, height: 'auto', label: te.viewports.tablet, icon: 'Tablet' },
  { width: previewWidths.desktop, height: 'auto', label: te.viewports.desktop, icon: 'Monitor' },
];
