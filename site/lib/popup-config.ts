import type { PopupView } from '../../data/get-popups';
import type { PopupConfig } from '../../engines/popup/config';
import { withScheduleBounds } from '../../engines/popup/settings';

/** The site's wall clock for schedules set to "site time": Israel. */
const siteTimeZone = 'Asia/Jerusalem';

/** Minutes east of UTC of the site's time zone at `at`. */
export function siteUtcOffsetMinutes(at: Date, timeZone = siteTimeZone): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** What the browser engine reads: each popup's id, title and settings, as JSON safe inside <script>. */
export function popupConfigJson(popups: readonly PopupView[], at: Date): string {
  const config: PopupConfig = {
    siteUtcOffsetMinutes: siteUtcOffsetMinutes(at),
    popups: popups.map((p) => ({ id: p.id, title: p.title, settings: withScheduleBounds(p.settings) })),
  };
  return JSON.stringify(config).replace(/</g, '\\u003c');
}
