import { defineConfig } from 'vitest/config';
import { requirePinnedNode } from './scripts/lib/require-pinned-node';

requirePinnedNode();

/**
 * Browser journeys: one real server per file, files one after another (2-core machines). Two at a time was
 * tried (2026-11-28): each file then took about twice as long (the 35 files in about the 1,500 s they take
 * one by one), since a journey's browser, server and Payload together keep the machine busy, and
 * owner-tasks' duplicate-address step failed twice on time.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // One process for every file, one after another: each file still has its own server, browser and module
    // of its own, and what it shares (Playwright, axe, the harness) is loaded once. About 1.4 s a file
    // (six short files: 77 s → 69 s).
    isolate: false,
    // As in vitest.config.ts: Node's format lookups for node_modules' files (see the file).
    execArgv: ['--import', './scripts/lib/esm-format-fast-path.ts'],
    // A browser, a server and Payload share two cores, and a step that waits on the machine sometimes runs out of
    // time. One more attempt keeps such a stall from failing the run, and scripts/test.ts lists every test that
    // needed it; a test that fails twice still fails.
    retry: 1,
    // A journey's poll waits for what the visitor would see; its default second is less than a chunk fetched after
    // the paint can take with a browser, a server and Payload on two cores (the deferred images' journey failed so).
    // A wrong result still fails, only later.
    expect: { poll: { timeout: 10_000 } },
  },
});
