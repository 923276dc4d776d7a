import { postgresBin } from '../cms/testing/temp-postgres.ts';
import { run } from './lib/run.ts';

/**
 * Returns the folder of Debian's PostgreSQL server programs, installing the `postgresql` package first
 * when it is missing (the tests start throwaway servers of their own; the package's own server is not
 * used). Needs root for that.
 */
export async function ensurePostgres(): Promise<string> {
  const found = postgresBin();
  if (found) return found;
  if (process.platform !== 'linux' || process.getuid?.() !== 0) {
    throw new Error(
      'PostgreSQL is missing (no /usr/lib/postgresql/*/bin/initdb) and installing it needs root on Debian:\n' +
        '  apt-get update && apt-get install -y --no-install-recommends postgresql',
    );
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  console.log('▸ PostgreSQL חסר: מתקין מחבילות Debian (apt-get install postgresql)');
  await run('apt-get', ['update'], { env });
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { env });
  const installed = postgresBin();
  if (!installed)
    throw new Error('apt-get finished but initdb is still missing: apt-get install -y --reinstall postgresql');
  return installed;
}

if (import.meta.main) {
  try {
    console.log(await ensurePostgres());
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
