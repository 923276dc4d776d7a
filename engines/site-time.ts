/** The site's wall clock: Israel. Dates and times an owner writes are read in it. */
export const siteTimeZone = 'Asia/Jerusalem';

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich), to the second. */
export function zoneOffsetMs(instant: number, timeZone = siteTimeZone): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}
