const longDate = new Intl.DateTimeFormat('he-IL', { dateStyle: 'long', timeZone: 'Asia/Jerusalem' });
const numericDate = new Intl.DateTimeFormat('he-IL', { dateStyle: 'short', timeZone: 'Asia/Jerusalem' });

/**
 * A formatter's answers by date, kept: a listing formats the same few dates on every render, and ICU's
 * formatting with a time zone was about 1% of an uncached render's CPU (bench profile, 2026-11-29). The
 * dates are the site's own (posts, orders), so the map stays small; it starts over past its bound.
 */
function remembered(format: Intl.DateTimeFormat): (iso: string) => string {
  const seen = new Map<string, string>();
  return (iso) => {
    let text = seen.get(iso);
    if (text === undefined) {
      text = format.format(new Date(iso));
      if (seen.size >= 5000) seen.clear();
      seen.set(iso, text);
    }
    return text;
  };
}

/** "14 באוגוסט 2025" */
export const formatLongDate = remembered(longDate);
/** "14.8.2025" */
export const formatNumericDate = remembered(numericDate);
