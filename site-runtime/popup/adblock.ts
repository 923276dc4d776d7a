/**
 * Ads are blocked when a bait element with ad-like class names is hidden by the blocker's cosmetic rules.
 * Nothing is fetched: the check is local, so no request leaves the page.
 */
export function detectAdblock(): Promise<boolean> {
  const bait = document.createElement('div');
  bait.className = 'adsbox ad-banner ad-placement pub_300x250 textads';
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;inset-inline-start:-9999px;inline-size:1px;block-size:1px';
  document.body.append(bait);
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const hidden = bait.offsetHeight === 0 || getComputedStyle(bait).display === 'none';
      bait.remove();
      resolve(hidden);
    }),
  );
}
