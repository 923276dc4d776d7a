/**
 * Prints, as JSON, the tables and columns the committed migrations create on a fresh database of the
 * dialect ARIG_TEST_DATABASE names (sqlite or postgres): cms/migrations/same-schema.test.ts runs it once
 * per dialect, each in its own process (a process's Payload config is bound to one database).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createClient } from '@libsql/client';
import { startTempPayload, testDialect } from './temp-payload';

const exec = promisify(execFile);

export type Schema = Record<string, string[]>;

async function postgresSchema(url: string): Promise<Schema> {
  const { stdout } = await exec('psql', [
    url,
    '-tA',
    '-c',
    "select table_name, column_name from information_schema.columns where table_schema = 'public' order by 1, 2",
  ]);
  const schema: Schema = {};
  for (const line of stdout.split('\n').filter(Boolean)) {
    const [table = '', column = ''] = line.split('|');
    (schema[table] ??= []).push(column);
  }
  return schema;
}

async function sqliteSchema(url: string): Promise<Schema> {
  const client = createClient({ url });
  try {
    const tables = await client.execute(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
    );
    const schema: Schema = {};
    for (const { name } of tables.rows) {
      const columns = await client.execute(`select name from pragma_table_info('${String(name)}') order by name`);
      schema[String(name)] = columns.rows.map((c) => String(c.name));
    }
    return schema;
  } finally {
    client.close();
  }
}

const { cleanup } = await startTempPayload();
const url = process.env.DATABASE_URL!;
const schema = testDialect() === 'postgres' ? await postgresSchema(url) : await sqliteSchema(url);
await cleanup();
process.stdout.write(`${JSON.stringify(schema)}\n`);
process.exit(0);
