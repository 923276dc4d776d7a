import { defineConfig } from 'vitest/config';

/** Browser journeys: one real server per file, files one after another (2-core machines). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: 'forks',
  },
});
