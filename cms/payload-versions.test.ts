import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { payloadVersionGaps } from './payload-versions';

const versionOf = (name: string): string =>
  (JSON.parse(readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
const pinned = (JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> })
  .dependencies;

describe('the Payload family installed', () => {
  const payload = versionOf('payload');
  const family = readdirSync(path.join('node_modules', '@payloadcms')).map((name) => `@payloadcms/${name}`);

  it('is at the pinned payload version, but for the gaps listed in cms/payload-versions.ts', () => {
    expect(payload).toBe(pinned.payload);
    const off = family
      .map((name) => ({ name, version: versionOf(name) }))
      .filter(({ name, version }) => version !== payload && version !== payloadVersionGaps[name]);
    expect(off).toEqual([]);
  });

  it('still has each gap it lists: a closed one comes off the list, and Payload checks its versions again', () => {
    for (const [name, version] of Object.entries(payloadVersionGaps)) expect(versionOf(name), name).toBe(version);
  });
});
