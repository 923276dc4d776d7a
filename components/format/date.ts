const longDate = new Intl.DateTimeFormat('he-IL', { dateStyle: 'long', timeZone: 'Asia/Jerusalem' });
const numericDate = new Intl.DateTimeFormat('he-IL', { dateStyle: 'short', timeZone: 'Asia/Jerusalem' });

/** "14 באוגוסט 2025" */
export const formatLongDate = (iso: string): string => longDate.format(new Date(iso));
/** "14.8.2025" */
export const formatNumericDate = (iso: string): string => numericDate.format(new Date(iso));
