import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { build } from './build.ts';
import { root } from './lib/paths.ts';

Object.assign(process.env, { NODE_ENV: 'production' });
process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.ARIG_ROOT ??= root;
process.chdir(root);

if (process.env.ARIG_SKIP_BUILD !== '1') await build();

const { env } = await import('../config/env.ts');
const { listenMismatchWarning } = await import('../config/site-origin.ts');
const config = env();
const originWarning = listenMismatchWarning(config.origin);
if (originWarning) console.warn(originWarning);
await mkdir(path.join(root, 'var'), { recursive: true });
await mkdir(config.MEDIA_DIR, { recursive: true });
await mkdir(config.FORM_FILES_DIR, { recursive: true });

console.log('▸ מתחבר למסד הנתונים ומריץ מיגרציות…');
const { getPayload } = await import('payload');
const { default: payloadConfig } = await import('../cms/payload.config.ts');
const payload = await getPayload({ config: payloadConfig });

const { isEmpty, seed } = await import('../cms/seed/run.ts');
if (await isEmpty(payload)) await seed(payload, (m) => console.log(`▸ ${m}`));

const { startMail } = await import('../mail/start.ts');
const mail = startMail(payload);
const { completePendingSubmissions } = await import('../site/lib/forms/sweep.ts');
await completePendingSubmissions(payload, console.log);
// The owner's count: raw events past 90 days become daily totals, now and every six hours.
const { rollUpVisits } = await import('../site/lib/analytics/rollup.ts');
const rollUp = () => void rollUpVisits(payload).catch((err) => console.error('▸ סיכום הביקורים נכשל', err));
rollUp();
setInterval(rollUp, 6 * 3_600_000).unref();

const { createArigServer } = await import('../server/create-server.ts');
const app = await createArigServer({ root, mediaDir: config.MEDIA_DIR });
app.server.listen(config.PORT, () => {
  console.log(`▸ אריג מאזין בפורט ${config.PORT}: ${config.SITE_URL}  (סטודיו: ${config.SITE_URL}/admin)`);
});

const shutdown = async (signal: string) => {
  console.log(`▸ ${signal}: סוגר…`);
  await app.close();
  await mail.stop();
  await payload.destroy();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
