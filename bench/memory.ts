import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../scripts/build.ts';
import { copySeedTemplate, createSeedTemplate, seedTemplateVariable } from '../scripts/lib/seed-template.ts';
import { startServer } from '../scripts/lib/server.ts';
import { fillPageCache, residentTargetBytes } from './cache-memory.ts';
import { manyPostSlug, manyPostsCount } from './many-posts.ts';
import { addManyPosts } from './search.ts';

/**
 * `npm run bench:memory` (issue 23): the bench's page-cache-full step alone, for working on the server's
 * memory without the whole bench. A seeded site (npm test's template when ARIG_TEST_SEED_TEMPLATE names one)
 * gets the bench's 2,000 articles; a server then reads each twice per encoding and takes the flood of
 * made-up query strings; its `/metrics` tells the resident memory and where the heap stands.
 * ARIG_BENCH_MEMORY_SITE names a folder left by an earlier run (its arig.db and media, the articles added), to
 * measure again without seeding: each server flag or setting tried then costs a minute. ARIG_BENCH_MEMORY_MAPS=1
 * adds the process's memory map (smaps_rollup and pmap's largest mappings): the V8 heap, malloc's arenas, code.
 */
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

await build();
const kept = process.env.ARIG_BENCH_MEMORY_SITE;
const work = kept ?? (await mkdtemp(path.join(os.tmpdir(), 'arig-bench-memory-')));
try {
  const site = {
    databaseUrl: `file:${path.join(work, 'arig.db')}`,
    env: { MEDIA_DIR: path.join(work, 'media') },
  };
  if (!kept) {
    const template = process.env[seedTemplateVariable] ?? (await createSeedTemplate());
    await copySeedTemplate(template, work);
    console.log(await addManyPosts({ DATABASE_URL: site.databaseUrl, ...site.env }));
    if (!process.env[seedTemplateVariable]) await rm(template, { recursive: true, force: true });
    console.log(
      `the site with its articles: ${work} (kept: ARIG_BENCH_MEMORY_SITE=${work} measures it again; delete it when done)`,
    );
  }
  const server = await startServer({ ...site, pageCache: true });
  try {
    const atStart = await metrics(server.url);
    const full = await fillPageCache(
      server.url,
      Array.from({ length: manyPostsCount }, (_, i) => manyPostSlug(i)),
    );
    const after = await metrics(server.url);
    console.log(`resident at start ${mb(atStart.rss)}; with the cache full ${mb(full.rssBytes)}`);
    console.log(
      `  at start: V8 heap used ${mb(atStart.heapUsed)} of ${mb(atStart.heapTotal)}; external ${mb(atStart.external)}`,
    );
    console.log(`  the cache: ${full.entriesFull} pages, ${mb(full.bytesFull)} of ${mb(full.boundBytes)}`);
    console.log(`  after ${full.hostile} made-up query strings: ${full.entriesAfterHostile} pages`);
    console.log(`  V8 heap used ${mb(after.heapUsed)} of ${mb(after.heapTotal)}; external ${mb(after.external)}`);
    console.log(`  goal ≤ ${mb(residentTargetBytes)}: ${full.rssBytes <= residentTargetBytes ? 'met' : 'missed'}`);
    if (process.env.ARIG_BENCH_MEMORY_MAPS) {
      const { execFileSync } = await import('node:child_process');
      console.log(
        execFileSync(
          'sh',
          ['-c', `cat /proc/${server.pid}/smaps_rollup; pmap -x ${server.pid} | sort -k3 -n -r | head -25`],
          { encoding: 'utf8' },
        ),
      );
    }
  } finally {
    await server.stop();
  }
} catch (err) {
  if (!kept) await rm(work, { recursive: true, force: true });
  throw err;
}

async function metrics(siteUrl: string) {
  const text = await (await fetch(new URL('/metrics', siteUrl))).text();
  const read = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'm').exec(text)?.[1] ?? NaN);
  return {
    rss: read('arig_process_resident_memory_bytes'),
    heapUsed: read('arig_nodejs_heap_size_used_bytes'),
    heapTotal: read('arig_nodejs_heap_size_total_bytes'),
    external: read('arig_nodejs_external_memory_bytes'),
  };
}
