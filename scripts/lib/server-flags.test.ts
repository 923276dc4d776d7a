import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './paths.ts';
import { serverEnv } from './server-flags.ts';

describe("the production server's Node flags", () => {
  it('are the same for `npm start` as for the servers the tests and the bench start', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
    // Each variable as the shell reads it: the operator's own value wins, else ours.
    const env = Object.entries(serverEnv).map(([name, value]) => `${name}=\${${name}:-${value}}`);
    // The Node flags: scripts/start.ts passes serverNodeFlags to the compiled server it becomes.
    expect(pkg.scripts.start).toBe(`${env.join(' ')} node --import tsx scripts/start.ts`);
    expect(readFileSync(path.join(root, 'scripts', 'start.ts'), 'utf8')).toContain('...serverNodeFlags, serverEntry');
  });
});
