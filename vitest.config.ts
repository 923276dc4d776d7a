import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { requirePinnedNode } from './scripts/lib/require-pinned-node';

requirePinnedNode();

const include = ['**/*.test.{ts,tsx}'];
const exclude = ['node_modules/**', 'dist/**', 'studio/.next/**', 'e2e/**'];
const files = globSync(include, { exclude }).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const has = (text: string, markers: string[]) => markers.some((marker) => text.includes(marker));

/**
 * The tests that run a real Payload (cms/testing/temp-payload.ts) run twice: on SQLite with the rest, and
 * on PostgreSQL (issue 23), so both databases are tested paths. Left out:
 * - the schema comparison (it starts both dialects itself);
 * - the fuzzers, whose 10,000 inputs test the validation in front of the database (the same code on both;
 *   their database calls are the ones the integration tests make on Postgres);
 * - the seed's test (40 s of pictures): the Postgres journey (e2e/postgres.e2e.ts) seeds an empty Postgres
 *   through the server's start and reads the seeded site, and a second instance's start finds it seeded.
 * A test starts one itself or through the importer's setup (data/import/import-testing.ts). One that also
 * mocks a module or stubs a global runs on SQLite only, in a process of its own (below).
 */
const realPayload = ['startTempPayload(', 'useImporterSite('];

/**
 * Test files share their worker's process unless they need one of their own, which saves loading
 * node_modules again for each file:
 * - engines and components share their worker's modules too (262 of 335 files at the time; shared, they take
 *   about 18 s). They pass in shuffled file orders (`--project unit --sequence.shuffle.files`).
 * - the files that start a Payload share the process but start from fresh modules and the first environment
 *   (cms/testing/fresh-file.ts): the config reads the environment once, at import.
 * - a file that mocks a module or stubs the environment or a global, and any file that changes the
 *   environment without a Payload, gets a process of its own.
 */
const ownProcess = ['vi.mock(', 'process.env', 'stubEnv', 'stubGlobal'];
const payloadFiles = files.filter(
  ({ text }) => has(text, realPayload) && !has(text, ['vi.mock(', 'stubEnv', 'stubGlobal']),
);
const isolated = files
  .filter(({ text }) => has(text, [...realPayload, ...ownProcess]))
  .filter((file) => !payloadFiles.includes(file))
  .map(({ file }) => file);
const onSqlite = payloadFiles.map(({ file }) => file);
const shared = files.map(({ file }) => file).filter((file) => !isolated.includes(file) && !onSqlite.includes(file));
const onPostgres = onSqlite.filter((file) => !/(same-schema|\.fuzz|seed\/run)\.test\.ts$/.test(file));
const freshFile = 'cms/testing/fresh-file.ts';

/** Migrates once per project, for every Payload a test file starts to copy (see the file). */
const migratedTemplate = 'cms/testing/migrated-template.ts';

/** Unit and integration tests (Node): engines, components' server markup, Payload on SQLite and Postgres. */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Node spends seconds finding the format of node_modules' files in every test process (see the file).
    execArgv: ['--import', './scripts/lib/esm-format-fast-path.ts'],
    // Vitest's default is one worker fewer than the cores: on CI's two cores that is one, and the files ran
    // one after another. Most of a file's time is waiting on its database and module imports, so one
    // worker per core finishes in a little over half the time.
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'unit', include: shared, isolate: false } },
      { extends: true, test: { name: 'own-process', include: isolated } },
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: onSqlite,
          isolate: false,
          setupFiles: [freshFile],
          globalSetup: [migratedTemplate],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: onPostgres,
          env: { ARIG_TEST_DATABASE: 'postgres' },
          isolate: false,
          setupFiles: [freshFile],
          globalSetup: [migratedTemplate],
        },
      },
    ],
  },
  esbuild: { jsx: 'automatic' },
});
