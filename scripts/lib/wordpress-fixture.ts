import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from './paths.ts';

/** The real WordPress export the importer is built against (../shared/fixtures/wordpress, its README). */
export const wordpressFixture = path.join(root, '..', 'shared', 'fixtures', 'wordpress');

export interface ImportCommand {
  exportFile: string;
  uploads?: string;
  /** Extra arguments for node before the script (the bench preloads its peak-memory probe). */
  nodeArgs?: string[];
  /** Extra arguments for the command after the export (`--report`, `--dry-run`). */
  args?: string[];
}

/**
 * Runs the command the docs give (`scripts/import.ts`) on this database, as a separate process; answers
 * the report it prints.
 */
export async function runImportCommand(
  databaseUrl: string,
  env: Record<string, string>,
  command: ImportCommand,
): Promise<string> {
  const args = [
    ...(command.nodeArgs ?? []),
    '--import',
    'tsx',
    'scripts/import.ts',
    command.exportFile,
    ...(command.uploads ? ['--uploads', command.uploads] : []),
    ...(command.args ?? []),
  ];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
    maxBuffer: 10 * 1024 * 1024,
  });
  return stdout;
}

/** Imports the fixture (export and uploads) into this database. */
export function importWordPressFixture(
  databaseUrl: string,
  env: Record<string, string>,
  extra: Pick<ImportCommand, 'nodeArgs' | 'args'> = {},
): Promise<string> {
  return runImportCommand(databaseUrl, env, {
    exportFile: path.join(wordpressFixture, 'site-export.xml'),
    uploads: path.join(wordpressFixture, 'uploads'),
    ...extra,
  });
}
