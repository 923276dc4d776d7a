import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Readiness {
  ready: boolean;
  checks: { database: boolean; migrations: boolean; build: boolean; media: boolean };
}

export interface ReadinessDeps {
  /** The names of the migrations the database has applied (a query: it fails when the database is down). */
  appliedMigrations: () => Promise<readonly string[]>;
  /** The migrations this code carries for its dialect. */
  expectedMigrations: readonly string[];
  /** Whether the built site and studio are on disk. */
  buildPresent: () => boolean;
  /** Resolves when the media store answers (its folder, or the S3 bucket); an instance that cannot serve images is not ready. */
  mediaReachable: () => Promise<void>;
  /** How long the database or the media store may take to answer before it counts as unreachable. */
  timeoutMs?: number;
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    work.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (err: unknown) => (clearTimeout(timer), reject(err instanceof Error ? err : new Error(String(err)))),
    );
  });

/**
 * Ready: the database answers, every migration this code carries is applied, the build is present, and the
 * media store answers. The database and the store are asked at once.
 */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? 2000;
  // Unreachable or too slow: not ready; the answer says which check failed.
  const [applied, media] = await Promise.all([
    withTimeout(deps.appliedMigrations(), timeoutMs).then(
      (names) => new Set(names),
      () => null,
    ),
    withTimeout(deps.mediaReachable(), timeoutMs).then(
      () => true,
      () => false,
    ),
  ]);
  const database = applied !== null;
  const migrations = applied !== null && deps.expectedMigrations.every((name) => applied.has(name));
  const build = deps.buildPresent();
  return { ready: database && migrations && build && media, checks: { database, migrations, build, media } };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
};

/**
 * `/healthz`: the process answers. `/readyz`: it should be sent traffic (503 while it shuts down or a
 * check fails). Answered before anything else, never rate-limited or cached; no personal data.
 * Returns false for any other address.
 */
export async function answerHealth(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  state: { closing: boolean; readiness?: () => Promise<Readiness> },
): Promise<boolean> {
  if (pathname !== '/healthz' && pathname !== '/readyz') return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    json(res, 405, { error: 'GET בלבד' });
    return true;
  }
  if (pathname === '/healthz') {
    json(res, 200, { status: 'ok' });
    return true;
  }
  if (state.closing) {
    json(res, 503, { ready: false, closing: true });
    return true;
  }
  const readiness = state.readiness
    ? await state.readiness()
    : { ready: true, checks: { database: true, migrations: true, build: true, media: true } };
  json(res, readiness.ready ? 200 : 503, readiness);
  return true;
}
