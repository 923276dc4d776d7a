import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.ts';
import { ensurePostgres } from './ensure-postgres.ts';
import { build } from './build.ts';
import { bin, root } from './lib/paths.ts';
import { run } from './lib/run.ts';
import { createSeedTemplate, seedTemplateVariable } from './lib/seed-template.ts';
import { passedOnRetry, type VitestReport } from './lib/vitest-report.ts';

/** npm test: static checks, unit and integration tests, then browser journeys on a production build. */
const started = Date.now();
const reports = await mkdtemp(path.join(os.tmpdir(), 'arig-test-'));
const totals = { passed: 0, failed: 0, retried: [] as string[] };

/** Vitest with its usual output plus a JSON report, so the run can close with one total line. */
async function vitest(name: string, args: string[]): Promise<void> {
  const file = path.join(reports, `${name}.json`);
  try {
    await run(bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], {
      cwd: root,
    });
  } finally {
    const report = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as VitestReport;
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.retried.push(...passedOnRetry(report));
  }
}
const step = (name: string) => console.log(`\n▸ ${name} (${Math.round((Date.now() - started) / 1000)}s)`);

step('בדיקות סטטיות: עיצוב קוד, lint, טיפוסים');
// Together: each is mostly one thread (36, 28 and 54 s one after another on two cores; about 80 s at once).
await Promise.all([
  run(bin('prettier'), ['--check', '--log-level', 'warn', '.'], { cwd: root }),
  run(bin('eslint'), ['.'], { cwd: root }),
  run(bin('tsc'), ['--noEmit'], { cwd: root }),
]);

step('PostgreSQL לבדיקות (שרתים זמניים)');
await ensurePostgres();

step('בדיקות יחידה ואינטגרציה (Vitest: SQLite ו-PostgreSQL)');
await vitest('unit', []);

step('דפדפן לבדיקות');
await ensureChromium();

step('בנייה, ובמקביל אתר הדגמה זרוע אחד שכל שרת בדיקה מתחיל מעותק שלו');
// Together: the seed reads the sources, not the build, and each leaves a core idle part of the time.
const [, template] = await Promise.all([build(), createSeedTemplate()]);
process.env[seedTemplateVariable] = template;

step('מסעות משתמש בדפדפן אמיתי (Playwright + axe)');
try {
  await vitest('e2e', ['--config', 'vitest.e2e.config.ts']);
} finally {
  await rm(template, { recursive: true, force: true });
}

step('כל הבדיקות עברו');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
if (totals.retried.length > 0)
  console.log(`Passed on a second attempt (${totals.retried.length}):\n${totals.retried.join('\n')}`);
