import { bin, root } from './lib/paths.ts';
import { run } from './lib/run.ts';

/** One schema change, one migration per dialect (SQLite, the default, and Postgres), then the types. None needs a running server. */
const name = process.argv[2] ?? 'change';
const env = { PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts' };
await run(bin('payload'), ['migrate:create', name], {
  cwd: root,
  env: { ...env, DATABASE_URL: 'file:/tmp/arig-migrate.db' },
});
await run(bin('payload'), ['migrate:create', name], {
  cwd: root,
  env: { ...env, DATABASE_URL: 'postgres://arig@127.0.0.1:1/arig' },
});
// The generated types follow the schema (Payload's own start no longer writes them: cms/payload.config.ts).
await run(bin('payload'), ['generate:types'], {
  cwd: root,
  env: { ...env, DATABASE_URL: 'file:/tmp/arig-migrate.db' },
});
