import type { Payload, TypedUser } from 'payload';
import { afterAll, beforeAll } from 'vitest';
import { createTestAdmin, startTempPayload } from '../../cms/testing/temp-payload';
import type { ImportReport } from './report';

/**
 * For the importer's tests: a database of their own for the file, with an admin to import as. Read
 * `payload` and `admin` inside tests (they exist once the file's setup ran).
 */
export function useImporterSite() {
  let payload: Payload | undefined;
  let admin: TypedUser | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ payload, cleanup } = await startTempPayload());
    admin = await createTestAdmin(payload);
  }, 120_000);
  afterAll(async () => {
    await cleanup?.();
  });
  const ready = () => {
    if (!payload || !admin) throw new Error('the importer site is not set up yet');
    return { payload, admin };
  };
  return {
    get payload() {
      return ready().payload;
    },
    get admin() {
      return ready().admin;
    },
    /** Imports an export's text, as the studio and the command line do. */
    async importXml(xml: string, uploadsDir: string | null = null): Promise<ImportReport> {
      const { importWordPress } = await import('./run-import');
      const { payload: p, admin: user } = ready();
      return importWordPress({ payload: p, user, xml, uploadsDir, dryRun: false });
    },
  };
}
