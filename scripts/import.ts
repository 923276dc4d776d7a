import './lib/esm-format-fast-path.ts';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/paths.ts';

/**
 * `npm run import -- export.xml --uploads path/to/wp-content/uploads [--options options.json] [--dry-run] [--as admin@…] [--report r.json]`:
 * imports a WordPress export (issue 22, docs/wordpress-import.md) into the configured database, as an admin.
 */
const usage =
  'שימוש: npm run import -- <export.xml> [--uploads <תיקיית wp-content/uploads>] [--options <options.json>] [--dry-run] [--as <דוא"ל של מנהל/ת>] [--report <report.json>]';
const maxExportBytes = 200 * 1024 * 1024;
const maxOptionsBytes = 5 * 1024 * 1024;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    uploads: { type: 'string' },
    options: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    as: { type: 'string' },
    report: { type: 'string' },
  },
});
const exportFile = positionals[0];
if (!exportFile) {
  console.error(usage);
  process.exit(2);
}
const cwd = process.env.INIT_CWD ?? process.cwd();
const exportPath = path.resolve(cwd, exportFile);
const uploadsDir = values.uploads ? path.resolve(cwd, values.uploads) : null;
const size = (await stat(exportPath).catch(() => null))?.size;
if (size === undefined) {
  console.error(`הקובץ ${exportPath} לא נמצא.`);
  process.exit(2);
}
if (size > maxExportBytes) {
  console.error(`הקובץ גדול מדי (${Math.round(size / 1048576)} MB, עד ${maxExportBytes / 1048576} MB).`);
  process.exit(2);
}
if (uploadsDir && !(await stat(uploadsDir).catch(() => null))?.isDirectory()) {
  console.error(`תיקיית ההעלאות ${uploadsDir} לא נמצאה.`);
  process.exit(2);
}
const wordPressOptions = values.options ? await readOptionsFile(path.resolve(cwd, values.options)) : null;

/** The optional options file (WordPress option name → value, from WP-CLI), checked before Payload starts. */
async function readOptionsFile(file: string) {
  const { readWordPressOptions } = await import('../data/import/wordpress-options.ts');
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) {
    console.error(`קובץ ההגדרות ${file} לא נמצא.`);
    process.exit(2);
  }
  if (info.size > maxOptionsBytes) {
    console.error(`קובץ ההגדרות גדול מדי (${Math.round(info.size / 1048576)} MB, עד ${maxOptionsBytes / 1048576} MB).`);
    process.exit(2);
  }
  const read = readWordPressOptions(await readFile(file, 'utf8'));
  if ('error' in read) {
    console.error(read.error);
    process.exit(2);
  }
  return read.options;
}

process.env.ARIG_ROOT ??= root;
Object.assign(process.env, { NODE_ENV: 'production' });
process.chdir(root);
const { getPayload } = await import('payload');
const { default: config } = await import('../cms/payload.config.ts');
const { findImporter } = await import('../data/import/importer-user.ts');
const { importWordPress } = await import('../data/import/run-import.ts');
const { formatReport } = await import('../data/import/format-report.ts');
const { startPurgeBus } = await import('../data/cluster/purge-bus.ts');
const { progressBar } = await import('./lib/progress-bar.ts');
const { WxrError } = await import('../engines/wordpress/wxr.ts');

const payload = await getPayload({ config });
const purgeBus = await startPurgeBus(payload);
let exitCode = 0;
try {
  const user = await findImporter(payload, values.as ?? null);
  const report = await importWordPress({
    payload,
    user,
    xml: await readFile(exportPath, 'utf8'),
    uploadsDir,
    dryRun: values['dry-run'],
    onProgress: progressBar(process.stderr),
    options: wordPressOptions,
  });
  console.log(formatReport(report));
  if (values.report) await writeFile(path.resolve(cwd, values.report), JSON.stringify(report, null, 2));
  if (report.errors.length > 0) exitCode = 1;
  if (!purgeBus && !report.dryRun)
    console.log('▸ אם שרת arig רץ על SQLite בזמן הייבוא, הפעילו אותו מחדש כדי שיציג את התוכן החדש מיד.');
} catch (error) {
  console.error(error instanceof WxrError || error instanceof Error ? error.message : String(error));
  exitCode = 2;
}
await purgeBus?.stop();
await payload.destroy();
process.exit(exitCode);
