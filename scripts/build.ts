import { existsSync } from 'node:fs';
import { readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compileServer, serverEntry } from './lib/compile-server.ts';
import { bin, root } from './lib/paths.ts';
import { run } from './lib/run.ts';

/** Everything the three builds read: a change to any of it makes the build stale. */
const inputs = [
  'server',
  'mail',
  'scripts/lib',
  'site',
  'components',
  'cms',
  'data',
  'config',
  'messages',
  'site-runtime',
  'engines',
  'widgets',
  'builder',
  'studio/app',
  'studio/next.config.ts',
  'astro.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];
const stampFile = path.join(root, 'dist', '.build-stamp');
const outputs = [
  path.join(root, 'dist', 'site', 'server', 'entry.mjs'),
  path.join(root, 'studio', '.next', 'BUILD_ID'),
  serverEntry,
];

async function newestMtime(p: string): Promise<number> {
  const info = await stat(p).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(p, { withFileTypes: true });
  let newest = info.mtimeMs;
  for (const e of entries) {
    if (e.name === 'node_modules' || e.name === '.next' || e.name.endsWith('.test.ts') || e.name.endsWith('.test.tsx'))
      continue;
    newest = Math.max(newest, await newestMtime(path.join(p, e.name)));
  }
  return newest;
}

export async function isBuildFresh(): Promise<boolean> {
  if (!outputs.every((o) => existsSync(o)) || !existsSync(stampFile)) return false;
  const built = (await stat(stampFile)).mtimeMs;
  const times = await Promise.all(inputs.map((i) => newestMtime(path.join(root, i))));
  return Math.max(...times) <= built;
}

const buildEnv = { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ASTRO_TELEMETRY_DISABLED: '1' };

export async function build({ force = false } = {}): Promise<void> {
  if (!force && (await isBuildFresh())) {
    console.log('▸ הבנייה עדכנית, מדלג.');
    return;
  }
  const started = Date.now();
  console.log('▸ בונה את האתר (Astro)…');
  await run(bin('astro'), ['build', '--silent'], { cwd: root, env: buildEnv });
  console.log('▸ בונה את הסטודיו (Next.js + Payload)… (כדקה)');
  await run(bin('next'), ['build', 'studio'], { cwd: root, env: buildEnv });
  console.log('▸ מהדר את השרת…');
  await compileServer();
  await writeFile(stampFile, new Date().toISOString());
  console.log(`▸ הבנייה הושלמה תוך ${Math.round((Date.now() - started) / 1000)} שניות.`);
}

if (import.meta.main) {
  await build({ force: process.argv.includes('--force') });
}
