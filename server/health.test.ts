import { describe, expect, it } from 'vitest';
import { checkReadiness } from './health';

const expectedMigrations = ['20260101_000000_init', '20260201_000000_posts'];

describe('checkReadiness', () => {
  it('is ready when the database answers with every migration applied and the build is present', async () => {
    const result = await checkReadiness({
      appliedMigrations: async () => ['dev', ...expectedMigrations],
      expectedMigrations,
      buildPresent: () => true,
      mediaReachable: async () => undefined,
    });
    expect(result).toEqual({ ready: true, checks: { database: true, migrations: true, build: true, media: true } });
  });

  it('names the failing check: a migration missing, the build gone, the database down or too slow', async () => {
    const missing = await checkReadiness({
      appliedMigrations: async () => expectedMigrations.slice(0, 1),
      expectedMigrations,
      buildPresent: () => true,
      mediaReachable: async () => undefined,
    });
    expect(missing).toEqual({ ready: false, checks: { database: true, migrations: false, build: true, media: true } });

    const noBuild = await checkReadiness({
      appliedMigrations: async () => expectedMigrations,
      expectedMigrations,
      buildPresent: () => false,
      mediaReachable: async () => undefined,
    });
    expect(noBuild.checks).toEqual({ database: true, migrations: true, build: false, media: true });

    const down = await checkReadiness({
      appliedMigrations: () => Promise.reject(new Error('SQLITE_CANTOPEN')),
      expectedMigrations,
      buildPresent: () => true,
      mediaReachable: async () => undefined,
    });
    expect(down).toEqual({ ready: false, checks: { database: false, migrations: false, build: true, media: true } });

    const slow = await checkReadiness({
      appliedMigrations: () => new Promise(() => {}),
      expectedMigrations,
      buildPresent: () => true,
      mediaReachable: async () => undefined,
      timeoutMs: 20,
    });
    expect(slow.checks.database).toBe(false);

    const noMedia = await checkReadiness({
      appliedMigrations: async () => expectedMigrations,
      expectedMigrations,
      buildPresent: () => true,
      mediaReachable: () => Promise.reject(new Error('NoSuchBucket')),
    });
    expect(noMedia).toEqual({ ready: false, checks: { database: true, migrations: true, build: true, media: false } });

    const slowMedia = await checkReadiness({
      appliedMigrations: async () => expectedMigrations,
      expectedMigrations,
      buildPresent: () => true,
      mediaReachable: () => new Promise(() => {}),
      timeoutMs: 20,
    });
    expect(slowMedia.checks).toEqual({ database: true, migrations: true, build: true, media: false });
  });
});
