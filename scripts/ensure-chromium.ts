import { existsSync } from 'node:fs';
import { run } from './lib/run.ts';

/** Debian's Chromium: the only browser the tests and the benchmark use (never one downloaded by a test tool). */
export const chromiumPath = '/usr/bin/chromium';

/**
 * Returns the path of Debian's Chromium, installing it with apt-get first when it is missing
 * (`apt-get update`, then `apt-get install -y --no-install-recommends chromium`). Needs root for that.
 */
export async function ensureChromium(): Promise<string> {
  if (existsSync(chromiumPath)) return chromiumPath;
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`Chromium is missing at ${chromiumPath} and this is not a Debian machine: install chromium there.`);
  }
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${chromiumPath} and installing it needs root. Run as root:\n` +
        '  apt-get update && apt-get install -y --no-install-recommends chromium',
    );
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const started = Date.now();
  console.log(`▸ Chromium חסר ב-${chromiumPath}: מתקין מחבילות Debian`);
  console.log('▸ apt-get update');
  await run('apt-get', ['update'], { env });
  console.log('▸ apt-get install -y --no-install-recommends chromium');
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env });
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `apt-get finished but ${chromiumPath} is still missing (a damaged install?): apt-get install -y --reinstall chromium`,
    );
  }
  console.log(`▸ Chromium הותקן תוך ${Math.round((Date.now() - started) / 1000)} שניות: ${chromiumPath}`);
  return chromiumPath;
}

if (import.meta.main) {
  try {
    console.log(await ensureChromium());
  } catch (err) {
    console.error(`✗ ${(err as Error).message}`);
    process.exit(1);
  }
}
