import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { templateVariables } from '../testing/migrated-template';
import type { Schema } from '../testing/print-schema';

const exec = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../testing/print-schema.ts');

/**
 * The schema the committed migrations of one dialect build on a fresh database (in a process of its own):
 * on an empty one, not a copy of the test project's migrated template.
 */
async function schemaOf(dialect: 'sqlite' | 'postgres'): Promise<Schema> {
  const env: NodeJS.ProcessEnv = { ...process.env, ARIG_TEST_DATABASE: dialect, NODE_ENV: 'test' };
  for (const variable of Object.values(templateVariables)) delete env[variable];
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', script], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Schema;
}

describe('the migrations of the two dialects', () => {
  it('build the same tables with the same columns on SQLite and on Postgres', async () => {
    const [sqlite, postgres] = await Promise.all([schemaOf('sqlite'), schemaOf('postgres')]);
    expect(Object.keys(sqlite).length).toBeGreaterThan(50);
    expect(Object.keys(postgres).sort()).toEqual(Object.keys(sqlite).sort());
    for (const table of Object.keys(sqlite)) expect(postgres[table], table).toEqual(sqlite[table]);
  }, 120_000);
});
