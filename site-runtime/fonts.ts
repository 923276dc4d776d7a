import hebrew400 from '../site/fonts/heebo-hebrew-400.woff2?url';
import hebrew700 from '../site/fonts/heebo-hebrew-700.woff2?url';
import latin400 from '../site/fonts/heebo-latin-400.woff2?url';
import latin700 from '../site/fonts/heebo-latin-700.woff2?url';
import { fontsStorageKey } from '../engines/font-cache';

/**
 * After a first page has loaded: fetches the site fonts at low priority into the HTTP cache (the same
 * files site/styles/fonts.css names), then flags them for every later page (engines/font-cache.ts).
 */
export async function cacheFonts(): Promise<void> {
  const files = [hebrew400, hebrew700, latin400, latin700];
  const answers = await Promise.all(files.map((url) => fetch(url, { priority: 'low' } as RequestInit)));
  if (!answers.every((r) => r.ok)) return;
  // Read to the end, so each file is whole in the cache before a page relies on it.
  await Promise.all(answers.map((r) => r.arrayBuffer()));
  try {
    localStorage.setItem(fontsStorageKey, '1');
  } catch {
    // Storage blocked: later pages keep the system font, as this one did.
  }
}
