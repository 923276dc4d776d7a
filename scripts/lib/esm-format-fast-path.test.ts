import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const hook = path.resolve(import.meta.dirname, 'esm-format-fast-path.ts');
const dir = mkdtempSync(path.join(os.tmpdir(), 'arig-esm-format-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

// Packages of each kind the hook must answer, or leave to Node, exactly as Node would.
write(
  'node_modules/esm-pkg/package.json',
  JSON.stringify({ name: 'esm-pkg', type: 'module', exports: { '.': './index.js' } }),
);
write('node_modules/esm-pkg/index.js', "export { inner } from './lib/inner.js';\nexport const self = import.meta.url;");
write('node_modules/esm-pkg/lib/inner.js', 'export const inner = import.meta.url;');
write('node_modules/cjs-pkg/package.json', JSON.stringify({ name: 'cjs-pkg', type: 'commonjs', main: 'index.js' }));
write('node_modules/cjs-pkg/index.js', "module.exports = { inner: require('./inner.js') };");
write('node_modules/cjs-pkg/inner.js', 'module.exports = __filename;');
write('node_modules/cjs-pkg/esm-entry.mjs', "export { default as inner } from './inner.js';");
write('node_modules/typeless-pkg/package.json', JSON.stringify({ name: 'typeless-pkg', exports: './index.mjs' }));
write('node_modules/typeless-pkg/index.mjs', "export { detected } from './detected.js';");
write('node_modules/typeless-pkg/detected.js', 'export const detected = typeof require;');
write(
  'node_modules/nested-pkg/package.json',
  JSON.stringify({ name: 'nested-pkg', type: 'module', exports: './index.js' }),
);
write('node_modules/nested-pkg/index.js', "export { fromCjs } from './legacy/index.js';");
write('node_modules/nested-pkg/legacy/package.json', JSON.stringify({ type: 'commonjs' }));
write('node_modules/nested-pkg/legacy/index.js', 'exports.fromCjs = typeof module;');
write('real/linked.js', 'export const linked = import.meta.url;');
write(
  'node_modules/link-pkg/package.json',
  JSON.stringify({ name: 'link-pkg', type: 'module', exports: './index.js' }),
);
write('node_modules/link-pkg/index.js', "export { linked } from './linked.js';");
symlinkSync(path.join(dir, 'real/linked.js'), path.join(dir, 'node_modules/link-pkg/linked.js'));
write(
  'main.mjs',
  [
    "import * as esm from 'esm-pkg';",
    "import { createRequire } from 'node:module';",
    "import cjsEsm from 'cjs-pkg/esm-entry.mjs';",
    "import * as typeless from 'typeless-pkg';",
    "import * as nested from 'nested-pkg';",
    "import * as link from 'link-pkg';",
    'const cjs = createRequire(import.meta.url)("cjs-pkg");',
    'console.log(JSON.stringify({ esm: { ...esm }, cjs, cjsEsm, typeless: { ...typeless }, nested: { ...nested }, link: { ...link } }));',
  ].join('\n'),
);
write('node_modules/cjs-pkg/esm-entry.mjs', "import inner from './inner.js';\nexport default inner;");

const run = (args: string[]) =>
  JSON.parse(execFileSync(process.execPath, [...args, path.join(dir, 'main.mjs')], { encoding: 'utf8' })) as unknown;

describe('the ESM format fast path', () => {
  it('loads every kind of package exactly as Node does without it: the same files, formats and URLs', () => {
    const withHook = run(['--import', hook]);
    expect(withHook).toEqual(run([]));
    expect(withHook).toEqual({
      esm: {
        inner: `file://${dir}/node_modules/esm-pkg/lib/inner.js`,
        self: `file://${dir}/node_modules/esm-pkg/index.js`,
      },
      cjs: { inner: path.join(dir, 'node_modules/cjs-pkg/inner.js') },
      cjsEsm: path.join(dir, 'node_modules/cjs-pkg/inner.js'),
      typeless: { detected: 'undefined' },
      nested: { fromCjs: 'object' },
      link: { linked: `file://${dir}/real/linked.js` },
    });
  });

  it('answers relative imports inside a typed package itself, so Node never reads the package again', () => {
    const probe = path.join(dir, 'probe.mjs');
    writeFileSync(
      probe,
      [
        "import { registerHooks } from 'node:module';",
        'const answered = [];',
        // Registered first, so it runs after the fast path: it sees only what the fast path passed on.
        'registerHooks({ resolve(specifier, context, next) { answered.push(specifier); return next(specifier, context); } });',
        `await import(${JSON.stringify(hook)});`,
        "await import('esm-pkg');",
        'console.log(JSON.stringify(answered));',
      ].join('\n'),
    );
    const passedOn = JSON.parse(execFileSync(process.execPath, [probe], { encoding: 'utf8', cwd: dir })) as string[];
    expect(passedOn).toContain('esm-pkg');
    expect(passedOn).not.toContain('./lib/inner.js');
  });
});
