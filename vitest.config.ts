import { defineConfig } from 'vitest/config';

/** Unit and integration tests (Node): engines, components' server markup, Payload on temp SQLite. */
export default defineConfig({
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'studio/.next/**', 'e2e/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
  esbuild: { jsx: 'automatic' },
});
