import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImportReport } from '../data/import/report.ts';
import { root } from '../scripts/lib/paths.ts';
import { startServer } from '../scripts/lib/server.ts';
import { runImportCommand, type ImportCommand } from '../scripts/lib/wordpress-fixture.ts';
import { generatedExport } from './generated-export.ts';

export interface ImportRun {
  label: string;
  exportBytes: number;
  seconds: number;
  peakBytes: number;
  report: ImportReport;
}

/** Import time and peak memory reported by the bench (issue 22). */
export const generatedPosts = 5000;

/**
 * Runs the import command once, as an owner would, with its peak resident memory recorded by a preloaded
 * probe (bench/peak-memory.ts) and its JSON report read back.
 */
export async function measureImport(
  label: string,
  databaseUrl: string,
  env: Record<string, string>,
  command: ImportCommand,
): Promise<ImportRun> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'arig-import-run-'));
  const peakFile = path.join(dir, 'peak');
  const reportFile = path.join(dir, 'report.json');
  try {
    const started = performance.now();
    await runImportCommand(
      databaseUrl,
      { ...env, ARIG_PEAK_MEMORY_FILE: peakFile },
      {
        ...command,
        nodeArgs: ['--import', path.join(root, 'bench', 'peak-memory.ts'), ...(command.nodeArgs ?? [])],
        args: ['--report', reportFile, ...(command.args ?? [])],
      },
    );
    const seconds = (performance.now() - started) / 1000;
    const report = JSON.parse(await readFile(reportFile, 'utf8')) as ImportReport;
    const exportBytes = (await readFile(command.exportFile)).byteLength;
    return { label, exportBytes, seconds, peakBytes: Number(await readFile(peakFile, 'utf8')), report };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The made-up export of `generatedPosts` articles imported into a fresh demo site of its own. */
export async function measureGeneratedImport(): Promise<ImportRun> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'arig-import-scale-'));
  const env = { MEDIA_DIR: path.join(dir, 'media') };
  const databaseUrl = `file:${path.join(dir, 'arig.db')}`;
  try {
    await (await startServer({ databaseUrl, env })).stop();
    const exportFile = path.join(dir, 'export.xml');
    await writeFile(exportFile, generatedExport(generatedPosts));
    return await measureImport(
      `a generated export of ${generatedPosts.toLocaleString('en-US')} articles and 20 Elementor pages`,
      databaseUrl,
      env,
      {
        exportFile,
      },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) =>
  bytes < 1048576 ? `${Math.round(bytes / 1024)} KB` : `${Math.round(bytes / 1048576)} MB`;

/** The report's table: one row per import. */
export function importRunRows(runs: ImportRun[]): string[] {
  return [
    '| export | size | articles / pages created | errors | time | peak memory |',
    '| --- | --- | --- | --- | --- | --- |',
    ...runs.map(
      (r) =>
        `| ${r.label} | ${mb(r.exportBytes)} | ${r.report.counts.posts.created + r.report.counts.posts.updated} / ${r.report.counts.pages.created + r.report.counts.pages.updated} | ${r.report.errors.length} | ${r.seconds.toFixed(1)} s | ${mb(r.peakBytes)} |`,
    ),
  ];
}
