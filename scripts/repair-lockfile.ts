import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { root } from './lib/paths.ts';

/**
 * The registry mirror these machines use lacks some platform-only builds (e.g. @next/swc-darwin-arm64),
 * so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock as out of
 * sync. This adds a lock entry for each missing platform package, with its os/cpu/libc, so npm ci
 * accepts the lock and, on Linux x64, never tries to fetch them. Run after changing dependencies.
 */
interface LockPackage {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const osTokens = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'];
const cpuTokens = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'ppc64', 'riscv64', 's390x', 'loong64'];

function platformOf(name: string): Pick<LockPackage, 'os' | 'cpu' | 'libc'> | null {
  const tokens = name.split('/').at(-1)!.split('-');
  const os = tokens.find((t) => osTokens.includes(t));
  const cpu = tokens.find((t) => cpuTokens.includes(t));
  if (!os && !cpu) return null;
  const libc = tokens.includes('musl') ? ['musl'] : tokens.includes('gnu') && os === 'linux' ? ['glibc'] : undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(await readFile(lockPath, 'utf8')) as { packages: Record<string, LockPackage> };
let added = 0;
for (const [, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (lock.packages[key]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[key] = { version, ...platform, optional: true };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
await writeFile(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform entries`);
