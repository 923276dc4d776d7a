import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, rmSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverEntry } from './compile-server.ts';
import { root } from './paths.ts';
import { copySeedTemplate, seedTemplateVariable } from './seed-template.ts';
import { serverEnv, serverNodeFlags } from './server-flags.ts';

export interface StartOptions {
  /** Port to listen on; a free one when omitted. */
  port?: number;
  /** `file:` or `postgres://` URL; a fresh SQLite file in a temp folder when omitted (migrated and seeded on start). */
  databaseUrl?: string;
  /** false sets ARIG_PAGE_CACHE=off (every request renders). Default: on. */
  pageCache?: boolean;
  /** SITE_URL for the server: its own http://localhost:PORT when omitted; null leaves it unset, as the README starts it. */
  siteUrl?: string | null;
  /** Extra environment, applied last (e.g. MEDIA_DIR to share media between two servers). */
  env?: Record<string, string>;
  /** How long the first start (migrate + seed) may take. Default 180 s. */
  readyTimeoutMs?: number;
}

export interface RunningServer {
  /** http://localhost:PORT, no trailing slash. */
  url: string;
  port: number;
  /** The spawned Node process (leader of its own process group). */
  pid: number;
  databaseUrl: string;
  /** The server's stdout and stderr. */
  logFile: string;
  /** Stops the whole process group (SIGTERM, then SIGKILL after 5 s) and removes the temp folder. Idempotent. */
  stop(): Promise<void>;
  /** How the server process ended (`exit 0`, `SIGKILL`…), once it has. */
  exited: Promise<string>;
}

/** A TCP port that was free a moment ago on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** Servers started here and not stopped yet (group leader pid → temp folder): killed if this process ends first. */
const liveGroups = new Map<number, string>();
let exitHookInstalled = false;
function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
}
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  const killAll = () => {
    for (const [pid, dir] of liveGroups) {
      killGroup(pid, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
    liveGroups.clear();
  };
  process.once('exit', killAll);
  // A signal ends this process without 'exit' handlers: stop the servers, then die of the same signal
  // (re-raised only when nobody else listens, so a test runner's own handling is left as it was).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killAll();
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

async function tail(file: string, lines = 60): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').slice(-lines).join('\n');
}

async function waitForReady(url: string, deadline: number, exitStatus: () => string | null): Promise<void> {
  while (Date.now() < deadline) {
    const status = exitStatus();
    if (status !== null) throw new Error(`server exited before it was ready (${status})`);
    try {
      const res = await fetch(new URL('/robots.txt', url), { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet, or still starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready within the time limit at ${url}`);
}

/** Variables a parent test runner (Vitest) sets that a production server must not inherit (NODE_ENV and SITE_URL are set anew). */
const strippedEnv = /^(VITEST.*|TEST|SSR|NODE_ENV|SITE_URL)$/;

/**
 * Starts the production server (compiled by the build into dist/server/, as `npm start` runs it) on its own port,
 * with its own SQLite file and media folder unless told otherwise (a copy of the seeded template when
 * `npm test` made one, seeded on start otherwise), and waits until `/robots.txt` answers 200.
 * The server's output goes to a log file whose tail is printed if it fails to come up.
 */
export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  installExitHook();
  const port = opts.port ?? (await freePort());
  const dir = await mkdtemp(path.join(os.tmpdir(), 'arig-server-'));
  const logFile = path.join(dir, 'server.log');
  const log = createWriteStream(logFile);
  const url = `http://localhost:${port}`;
  const databaseUrl = opts.databaseUrl ?? `file:${path.join(dir, 'arig.db')}`;
  const template = process.env[seedTemplateVariable];
  if (template && !opts.databaseUrl && !opts.env?.MEDIA_DIR) await copySeedTemplate(template, dir);
  const parentEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !strippedEnv.test(k)));
  if (!existsSync(serverEntry)) throw new Error(`no compiled server at ${serverEntry}: run \`npm run build\` first`);
  const child = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    cwd: root,
    detached: true, // its own process group, so stop() reaches every process it spawns
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...serverEnv,
      ...parentEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      ...(opts.siteUrl === null ? {} : { SITE_URL: opts.siteUrl ?? url }),
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: path.join(dir, 'media'),
      FORM_FILES_DIR: path.join(dir, 'form-files'),
      ARIG_PAGE_CACHE: opts.pageCache === false ? 'off' : 'on',
      ...opts.env,
    },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not spawn ${process.execPath}`);
  liveGroups.set(pid, dir);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exitStatus: string | null = null;
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      exitStatus = signal ?? `exit ${code}`;
      resolve(exitStatus);
    }),
  );
  // Its output may still be on its way when it exits: the log is read once both streams are done (or 2 s).
  const outputDone = new Promise<void>((resolve) => child.once('close', () => resolve()));

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Signal the group even if the leader is gone: anything it spawned may still run.
      killGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      killGroup(pid, 'SIGKILL');
      liveGroups.delete(pid);
      await new Promise<void>((resolve) => log.end(resolve));
      await rm(dir, { recursive: true, force: true });
    })());

  try {
    await waitForReady(url, Date.now() + (opts.readyTimeoutMs ?? 180_000), () => exitStatus);
  } catch (err) {
    if (exitStatus !== null) await Promise.race([outputDone, new Promise((r) => setTimeout(r, 2000))]);
    const logTail = await tail(logFile);
    console.error(
      `✗ arig server at ${url} failed to start: ${(err as Error).message}\n--- ${logFile} (tail) ---\n${logTail}`,
    );
    await stop();
    throw new Error(`${(err as Error).message}\n--- server log (tail) ---\n${logTail}`, { cause: err });
  }
  return { url, port, pid, databaseUrl, logFile, stop, exited };
}
