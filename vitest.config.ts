import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const include = ['**/*.test.{ts,tsx}'];
const exclude = ['node_modules/**', 'dist/**', 'studio/.next/**', 'e2e/**'];

/**
 * The tests that run a real Payload (cms/testing/temp-payload.ts) run twice: on SQLite with the rest, and
 * on a throwaway PostgreSQL server of their own (issue 23), so both databases are tested paths. Left out:
 * the schema comparison (it starts both dialects itself) and the fuzzers, whose 10,000 inputs test the
 * validation in front of the database (the same code on both; their database calls are the ones the
 * integration tests make on Postgres). A test starts one itself or through the importer's setup
 * (data/import/import-testing.ts).
 */
const realPayload = ['startTempPayload(', 'useImporterSite('];
const onPostgres = globSync(include, { exclude })
  .filter((file) => realPayload.some((marker) => readFileSync(file, 'utf8').includes(marker)))
  .filter((file) => !file.endsWith('same-schema.test.ts') && !file.endsWith('.fuzz.test.ts'));

/** Unit and integration tests (Node): engines, components' server markup, Payload on SQLite and Postgres. */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on CI's two cores that is one, and the files ran
    // one after another. Most of a file's time is waiting on its database and module imports, so one
    // worker per core finishes in a little over half the time.
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'sqlite', include, exclude } },
      { extends: true, test: { name: 'postgres', include: onPostgres, env: { ARIG_TEST_DATABASE: 'postgres' } } },
    ],
  },
  esbuild: { jsx: 'automatic' },
});
