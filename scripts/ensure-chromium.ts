import { existsSync } from 'node:fs';
import { run } from './lib/run.ts';

export const chromiumPath = '/usr/bin/chromium';

/** Debian's Chromium for the browser tests; never a browser downloaded by a test tool. */
export async function ensureChromium(): Promise<string> {
  if (existsSync(chromiumPath)) return chromiumPath;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${chromiumPath}. Install it as root: apt-get install -y chromium`);
  }
  console.log('▸ מתקין את Chromium מחבילות Debian (apt-get)…');
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(chromiumPath)) throw new Error(`apt-get finished but ${chromiumPath} is still missing`);
  return chromiumPath;
}

if (import.meta.main) {
  console.log(await ensureChromium());
}
