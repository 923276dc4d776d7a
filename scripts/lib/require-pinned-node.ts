/**
 * Tests run on the project's Node (the npm package `node`, which npm scripts put first on PATH). Started
 * directly, `vitest` runs on whatever `node` the shell finds: on these machines Node 20, where a server
 * spawned with that runtime ended with code 13 (a top-level await unsettled while tsx loaded the Payload
 * config) in about a third of its starts, and never in 30 on Node 24 (2026-11-28).
 */
export function requirePinnedNode(): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24)
    throw new Error(
      `These tests need Node 24 (this is ${process.version}): run them through npm (npm test, npm run test:unit, ` +
        `npm run test:e2e), or put node_modules/.bin first on PATH.`,
    );
}
