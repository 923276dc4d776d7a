import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { requirePinnedNode } from './scripts/lib/require-pinned-node';

requirePinnedNode();

/**
 * Journeys that must have the machine to themselves, run after the others, one at a time:
 * - load and crash tests, whose own load would starve a neighbour and whose limits a neighbour would
 *   break (checkout-crash: 300 checkouts and six kill -9; http-contract: SIGTERM under thirty renders);
 * - those that measure time on the page (the motion journeys' layout shifts within the browser's input
 *   window);
 * - studio-hebrew, one test that walks every studio screen in about half of its two minutes.
 * Each failed or ran out of time beside another journey on two cores (2026-11-28).
 */
const alone = [
  'e2e/checkout-crash.e2e.ts',
  'e2e/http-contract.e2e.ts',
  'e2e/motion-widgets.e2e.ts',
  'e2e/motion-sticky.e2e.ts',
  'e2e/studio-hebrew.e2e.ts',
];

/**
 * Browser journeys: one real server per file. A journey keeps one core busy for about 85% of its time
 * (its browser, its server and Payload), so two run side by side on two cores, and the journeys listed
 * above run alone afterwards.
 */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // A browser, a server and Payload share two cores, and a step that waits on the machine sometimes runs out of
    // time. One more attempt keeps such a stall from failing the run, and scripts/test.ts lists every test that
    // needed it; a test that fails twice still fails.
    retry: 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'journeys',
          include: ['e2e/**/*.e2e.ts'],
          exclude: alone,
          maxWorkers: Math.min(2, availableParallelism()),
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'journeys-alone', include: alone, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
