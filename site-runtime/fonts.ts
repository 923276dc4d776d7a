import { fontsAttribute, fontsStorageKey } from '../engines/font-cache';

/**
 * After a first page has loaded: fetches the page's fonts at low priority into the HTTP cache (the files its
 * <html> lists: the families Site Settings chose), then records that list for every later page
 * (engines/font-cache.ts).
 */
export async function cacheFonts(): Promise<void> {
  const listed = document.documentElement.getAttribute(fontsAttribute);
  if (!listed) return;
  const answers = await Promise.all(listed.split(' ').map((url) => fetch(url, { priority: 'low' } as RequestInit)));
  if (!answers.every((r) => r.ok)) return;
  // Read to the end, so each file is whole in the cache before a page relies on it.
  await Promise.all(answers.map((r) => r.arrayBuffer()));
  try {
    localStorage.setItem(fontsStorageKey, listed);
  } catch {
    // Storage blocked: later pages keep the system font, as this one did.
  }
}
