import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './paths.ts';

export interface RunningServer {
  url: string;
  pid: number;
  logFile: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForReady(url: string, deadline: number, exited: () => boolean): Promise<void> {
  while (Date.now() < deadline) {
    if (exited()) throw new Error('server exited before it was ready');
    try {
      const res = await fetch(new URL('/robots.txt', url));
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server not ready within the time limit at ${url}`);
}

/**
 * Starts the production server (already built) on a free port with its own fresh SQLite file and
 * media folder, so every test file gets a freshly migrated and seeded site.
 */
export async function startServer(
  opts: { port?: number; databaseUrl?: string; pageCache?: boolean; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const dir = await mkdtemp(path.join(os.tmpdir(), 'arig-server-'));
  const logFile = path.join(dir, 'server.log');
  const log = createWriteStream(logFile);
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: url,
      DATABASE_URL: opts.databaseUrl ?? `file:${path.join(dir, 'arig.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      ARIG_PAGE_CACHE: opts.pageCache === false ? 'off' : 'on',
      ARIG_SKIP_BUILD: '1',
      ...opts.env,
    },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = false;
  child.once('exit', () => (exited = true));

  const stop = async () => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            // already gone
          }
          resolve();
        }, 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await waitForReady(url, Date.now() + 180_000, () => exited);
  } catch (err) {
    const tail = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-40).join('\n');
    await stop();
    throw new Error(`${(err as Error).message}\n--- server log ---\n${tail}`);
  }
  return { url, pid: child.pid!, logFile, stop };
}
