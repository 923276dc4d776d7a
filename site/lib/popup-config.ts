import type { PopupSummary } from '../../data/get-popups';
import type { PopupConfig } from '../../engines/popup/config';
import { withScheduleBounds } from '../../engines/popup/settings';
import { siteTimeZone, zoneOffsetMs } from '../../engines/site-time';

/** Minutes east of UTC of the site's time zone at `at` (schedules set to "site time"). */
export function siteUtcOffsetMinutes(at: Date, timeZone = siteTimeZone): number {
  return Math.round(zoneOffsetMs(at.getTime(), timeZone) / 60_000);
}

/** What the browser engine reads: each popup's id, title and settings, as JSON safe inside <script>. */
export function popupConfigJson(popups: readonly PopupSummary[], at: Date): string {
  const config: PopupConfig = {
    siteUtcOffsetMinutes: siteUtcOffsetMinutes(at),
    popups: popups.map((p) => ({ id: p.id, title: p.title, settings: withScheduleBounds(p.settings) })),
  };
  return JSON.stringify(config).replace(/</g, '\\u003c');
}
