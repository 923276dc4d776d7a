import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { snapshotDatabase } from '../../ops/backup/database';
import { createDatabase, startTempPostgres } from './temp-postgres';

const exec = promisify(execFile);

/** What startTempPayload copies instead of migrating: set for the workers by the setup below. */
export const templateVariables = {
  /** A migrated SQLite file. */
  sqlite: 'ARIG_TEST_SQLITE_TEMPLATE',
  /** A server's `postgres` database, on a server that holds a migrated database named templateDatabase. */
  postgres: 'ARIG_TEST_POSTGRES_SERVER',
} as const;
export const templateDatabase = 'arig_template';

async function migrate(databaseUrl: string, dir: string): Promise<void> {
  await exec(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'migrate-database.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: path.join(dir, 'media'),
      FORM_FILES_DIR: path.join(dir, 'form-files'),
      NODE_ENV: 'test',
    },
  });
}

/**
 * Vitest's global setup for the projects that start a real Payload: the committed migrations are applied
 * once, to a SQLite file or to a database on one PostgreSQL server for the whole project, and every test
 * file then starts from a copy (a file copy; `create database … template`). Each file used to apply every
 * migration and, on Postgres, create and start a server of its own: measured, a Payload is ready about
 * 0.6 s sooner on SQLite and 1.3 s sooner on Postgres.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'arig-migrated-'));
  if (project.config.env?.ARIG_TEST_DATABASE === 'postgres') {
    const server = await startTempPostgres();
    await migrate(await createDatabase(server.serverUrl, templateDatabase), dir);
    process.env[templateVariables.postgres] = server.serverUrl;
    return async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const migrated = `file:${path.join(dir, 'migrated.db')}`;
  await migrate(migrated, dir);
  // One file, its write-ahead log folded in: what a copy needs.
  const file = path.join(dir, 'template.db');
  await snapshotDatabase(migrated, file);
  process.env[templateVariables.sqlite] = file;
  return () => rm(dir, { recursive: true, force: true });
}
