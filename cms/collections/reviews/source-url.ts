/** A review's source link: empty, or an absolute http(s) address (never javascript: or data:). */
export function validateSourceUrl(value: string | null | undefined): true | string {
  if (!value) return true;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return true;
  } catch {
    // falls through to the message
  }
  return 'קישור למקור הוא כתובת מלאה שמתחילה ב-https://';
}
