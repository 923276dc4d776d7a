/** Where a popup's dialog is fetched from (site/lib/popup-route.ts), rendered for the page that shows it. */
export const popupFragmentPrefix = '/wp-json/arig/v1/popup/';

export const popupFragmentUrl = (id: string, pagePath: string): string =>
  `${popupFragmentPrefix}${encodeURIComponent(id)}?path=${encodeURIComponent(pagePath)}`;
