import { describe, expect, it } from 'vitest';
import { checkReadiness } from './health';

const expectedMigrations = ['20260101_000000_init', '20260201_000000_posts'];

describe('checkReadiness', () => {
  it('is ready when the database answers with every migration applied and the build is present', async () => {
    const result = await checkReadiness({
      appliedMigrations: async () => ['dev', ...expectedMigrations],
      expectedMigrations,
      buildPresent: () => true,
    });
    expect(result).toEqual({ ready: true, checks: { database: true, migrations: true, build: true } });
  });

  it('names the failing check: a migration missing, the build gone, the database down or too slow', async () => {
    const missing = await checkReadiness({
      appliedMigrations: async () => expectedMigrations.slice(0, 1),
      expectedMigrations,
      buildPresent: () => true,
    });
    expect(missing).toEqual({ ready: false, checks: { database: true, migrations: false, build: true } });

    const noBuild = await checkReadiness({
      appliedMigrations: async () => expectedMigrations,
      expectedMigrations,
      buildPresent: () => false,
    });
    expect(noBuild.checks).toEqual({ database: true, migrations: true, build: false });

    const down = await checkReadiness({
      appliedMigrations: () => Promise.reject(new Error('SQLITE_CANTOPEN')),
      expectedMigrations,
      buildPresent: () => true,
    });
    expect(down).toEqual({ ready: false, checks: { database: false, migrations: false, build: true } });

    const slow = await checkReadiness({
      appliedMigrations: () => new Promise(() => {}),
      expectedMigrations,
      buildPresent: () => true,
      timeoutMs: 20,
    });
    expect(slow.checks.database).toBe(false);
  });
});
