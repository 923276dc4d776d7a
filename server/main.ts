import './compile-cache.ts';
import '../scripts/lib/esm-format-fast-path.ts';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { root } from '../scripts/lib/paths.ts';

/**
 * The production server, compiled into dist/server/ by the build (scripts/lib/compile-server.ts) and run by
 * plain Node: `npm start` (scripts/start.ts) builds when the build is stale and then becomes this process.
 */
Object.assign(process.env, { NODE_ENV: 'production' });
// Kept on, Node would hold the map of every module it loads (Next's and the studio's are megabytes each):
// about 70 MB of a server's heap. ARIG_SOURCE_MAPS=on maps stack traces to the TypeScript lines while
// debugging.
process.setSourceMapsEnabled(process.env.ARIG_SOURCE_MAPS === 'on');
process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.ARIG_ROOT ??= root;
process.chdir(root);

const { env, isPostgres } = await import('../config/env.ts');
const { listenMismatchWarning } = await import('../config/site-origin.ts');
const config = env();
const originWarning = listenMismatchWarning(config.origin);
if (originWarning) console.warn(originWarning);
await mkdir(path.join(root, 'var'), { recursive: true });
if (config.mediaStorage.kind === 'disk') await mkdir(config.mediaStorage.dir, { recursive: true });
await mkdir(config.FORM_FILES_DIR, { recursive: true });

console.log('▸ מתחבר למסד הנתונים ומריץ מיגרציות…');
const { getPayload } = await import('payload');
const { default: payloadConfig } = await import('../cms/payload.config.ts');
const payload = await getPayload({ config: payloadConfig });
(await import('../data/payload.ts')).provideStartedPayload(payload);

const { isEmpty, seed } = await import('../cms/seed/run.ts');
if (await isEmpty(payload)) await seed(payload, (m) => console.log(`▸ ${m}`));

// Several instances on one Postgres: a purge here reaches them all (data/cluster/purge-bus.ts).
const { startPurgeBus } = await import('../data/cluster/purge-bus.ts');
const purgeBus = await startPurgeBus(payload);

// An order a crash cut short (SQLite writes it in steps) is completed before anything is served.
const { resumeInterruptedOrders } = await import('../data/shop/resume-orders.ts');
await resumeInterruptedOrders(payload);

const { startMail } = await import('../mail/start.ts');
const mail = startMail(payload);
// A card order marked refunded in the studio returns the money through its provider (cms/collections/orders/refund.ts).
const { registerOrderRefund } = await import('../cms/collections/orders/refund.ts');
registerOrderRefund((await import('../data/shop/payments/refund-order.ts')).refundOnlineOrder);
const { completePendingSubmissions } = await import('../site/lib/forms/sweep.ts');
await completePendingSubmissions(payload, console.log);
// Timed jobs, each on one instance at a time when several share a Postgres (data/cluster/once-across-instances.ts).
const { postgresPool } = await import('../data/cluster/database-lock.ts');
const { onceAcrossInstances } = await import('../data/cluster/once-across-instances.ts');
const pool = postgresPool(payload);
const timedJob = (name: string, task: () => Promise<unknown>, failure: string, everyMs: number) => {
  const run = () => void onceAcrossInstances(pool, name, task).catch((err) => console.error(failure, err));
  run();
  setInterval(run, everyMs).unref();
};
// The owner's count: raw events past 90 days become daily totals, now and every six hours.
const { rollUpVisits } = await import('../site/lib/analytics/rollup.ts');
timedJob('roll-up-visits', () => rollUpVisits(payload), '▸ סיכום הביקורים נכשל', 6 * 3_600_000);
// Guests' carts a week past their last change are deleted, now and every six hours.
const { sweepExpiredCarts } = await import('../data/shop/sweep-carts.ts');
timedJob('sweep-carts', () => sweepExpiredCarts(payload), '▸ ניקוי הסלים נכשל', 6 * 3_600_000);
const { expireUnpaidOrders } = await import('../data/shop/expire-orders.ts');
timedJob('expire-orders', () => expireUnpaidOrders(payload), '▸ ביטול הזמנות שלא שולמו נכשל', 3_600_000);

const { createArigServer } = await import('./create-server.ts');
const { checkReadiness } = await import('./health.ts');
const { migrations: expected } = isPostgres(config.DATABASE_URL)
  ? await import('../cms/migrations/postgres/index.ts')
  : await import('../cms/migrations/sqlite/index.ts');
const { mediaStoreFor } = await import('./media-store/index.ts');
const media = mediaStoreFor(config.mediaStorage);
const readiness = () =>
  checkReadiness({
    appliedMigrations: async () =>
      (
        await payload.find({
          collection: 'payload-migrations',
          pagination: false,
          depth: 0,
          select: { name: true },
          overrideAccess: true,
        })
      ).docs.flatMap((doc) => (doc.name ? [doc.name] : [])),
    expectedMigrations: expected.map((m) => m.name),
    buildPresent: () =>
      existsSync(path.join(root, 'dist', 'site', 'server', 'entry.mjs')) &&
      existsSync(path.join(root, 'studio', '.next', 'BUILD_ID')),
    mediaReachable: () => media.reachable(),
  });
const { createMetrics } = await import('./metrics.ts');
const { systemTaskContext } = await import('../cms/access/system-task.ts');
const metrics = createMetrics({
  token: config.ARIG_METRICS_TOKEN,
  queueDepth: async () =>
    (
      await payload.count({
        collection: 'mail-outbox',
        where: { status: { in: ['queued', 'sending'] } },
        overrideAccess: false,
        context: systemTaskContext('outbox'),
      })
    ).totalDocs,
});
// Several instances on one Postgres: a rate limit reached through one holds on all.
const { postgresRateLimiters } = await import('../data/cluster/postgres-rate-limit.ts');
const sharedLimits = pool ? await postgresRateLimiters(pool) : null;
const app = await createArigServer({
  root,
  media,
  readiness,
  metrics,
  rateLimiters: sharedLimits?.limiters,
});
app.server.listen(config.PORT, () => {
  console.log(`▸ אריג מאזין בפורט ${config.PORT}: ${config.SITE_URL}  (סטודיו: ${config.SITE_URL}/admin)`);
});

/**
 * SIGTERM (an orchestrator's stop) or SIGINT: stop accepting, let the requests in flight finish (10 s at
 * most), let the mail outbox finish the message it is sending (the rest stay queued in the database for the
 * next start), close the database, exit 0. A second signal exits at once.
 */
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) process.exit(1);
  stopping = true;
  // Holds the process open until the end: the waits below are unref'd timers, and once the listener has
  // closed with no request left, nothing else would, and Node would end before the database was closed.
  setInterval(() => undefined, 1000);
  console.log(`▸ ${signal}: מפסיק לקבל בקשות ומסיים את אלה שבטיפול…`);
  await app.close(10_000);
  await mail.stop();
  await purgeBus?.stop();
  sharedLimits?.stop();
  const { closeDatabase } = await import('../cms/database.ts');
  await closeDatabase(payload);
  console.log('▸ נסגר.');
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
