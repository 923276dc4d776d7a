/**
 * Applies the committed migrations to the database DATABASE_URL names, then exits: run in a process of its
 * own by the test projects' setup (cms/testing/migrated-template.ts), since a process's Payload config is
 * bound to one database.
 */
import { getPayload, type Migration } from 'payload';
import { isPostgres } from '../../config/env';
import { closeDatabase } from '../database';
import config from '../payload.config';

const { migrations } = isPostgres(process.env.DATABASE_URL ?? '')
  ? await import('../migrations/postgres')
  : await import('../migrations/sqlite');
const payload = await getPayload({ config });
// Generated migrations type their argument precisely; the adapter's parameter type is looser.
await payload.db.migrate({ migrations: migrations as unknown as Migration[] });
await closeDatabase(payload);
process.exit(0);
