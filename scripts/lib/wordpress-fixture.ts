import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from './paths.ts';

/** The real WordPress export the importer is built against (../shared/fixtures/wordpress, its README). */
export const wordpressFixture = path.join(root, '..', 'shared', 'fixtures', 'wordpress');

/**
 * Imports the fixture (export and uploads) into this database with the command the docs give
 * (`scripts/import.ts`), as a separate process; answers the report it prints.
 */
export async function importWordPressFixture(databaseUrl: string, env: Record<string, string>): Promise<string> {
  const args = [
    '--import',
    'tsx',
    'scripts/import.ts',
    path.join(wordpressFixture, 'site-export.xml'),
    '--uploads',
    path.join(wordpressFixture, 'uploads'),
  ];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
    maxBuffer: 10 * 1024 * 1024,
  });
  return stdout;
}
