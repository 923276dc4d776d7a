import type { RateLimiterFactory, RateRule, RateVerdict, SharedRateLimiter } from '../../engines/rate-limit';
import { localRateLimiters } from '../../engines/rate-limit';

/** What the limiter needs of a connection pool (pg's Pool has it). */
export interface Queryable {
  query<R extends object>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/**
 * Counts live in an unlogged table: shared by every instance, fast to write, and not worth a crash's
 * recovery (losing them after a crash only forgets some counts).
 */
const createTable = `CREATE UNLOGGED TABLE IF NOT EXISTS arig_rate_limits (
  scope text NOT NULL,
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (scope, key)
)`;

/** One statement: a new window when none is open (or the last has ended), else one more in it. */
const take = `INSERT INTO arig_rate_limits AS r (scope, key, window_start, count) VALUES ($1, $2, now(), 1)
ON CONFLICT (scope, key) DO UPDATE SET
  window_start = CASE WHEN r.window_start <= now() - $3 * interval '1 millisecond' THEN now() ELSE r.window_start END,
  count = CASE WHEN r.window_start <= now() - $3 * interval '1 millisecond' THEN 1 ELSE r.count + 1 END
RETURNING count, ceil(extract(epoch FROM (window_start + $3 * interval '1 millisecond' - now())))::int AS retry`;

const peek = `SELECT count, ceil(extract(epoch FROM (window_start + $3 * interval '1 millisecond' - now())))::int AS retry
FROM arig_rate_limits WHERE scope = $1 AND key = $2 AND window_start > now() - $3 * interval '1 millisecond'`;

const sweep = `DELETE FROM arig_rate_limits WHERE window_start < now() - interval '1 day'`;

interface Row {
  count: number;
  retry: number;
}

/**
 * Rate limits shared by every instance on one Postgres (issue 23): a limit reached through one instance
 * holds on all. Each check is one statement on the pool. If the database cannot answer, the request is
 * judged by this instance's own count instead (logged once), never let through uncounted.
 */
export async function postgresRateLimiters(
  pool: Queryable,
  log: (message: string) => void = console.warn,
): Promise<{ limiters: RateLimiterFactory; stop(): void }> {
  await pool.query(createTable);
  const fallback = localRateLimiters();
  let warned = false;
  const guarded = async (query: () => Promise<RateVerdict>, local: () => Promise<RateVerdict>) => {
    try {
      return await query();
    } catch (error) {
      if (!warned) log(`▸ מגבלות הקצב המשותפות לא זמינות, נספר בשרת זה בלבד: ${String(error)}`);
      warned = true;
      return local();
    }
  };
  const limiters: RateLimiterFactory = (scope: string, rule: RateRule): SharedRateLimiter => {
    const local = fallback(scope, rule);
    const read = (rows: Row[], ok: (count: number) => boolean): RateVerdict => {
      const row = rows[0];
      return row
        ? { ok: ok(row.count), retryAfterSeconds: Math.max(0, row.retry) }
        : { ok: true, retryAfterSeconds: 0 };
    };
    return {
      take: (key) =>
        guarded(
          async () => read((await pool.query<Row>(take, [scope, key, rule.windowMs])).rows, (n) => n <= rule.limit),
          () => local.take(key),
        ),
      peek: (key) =>
        guarded(
          async () => read((await pool.query<Row>(peek, [scope, key, rule.windowMs])).rows, (n) => n < rule.limit),
          () => local.peek(key),
        ),
    };
  };
  const timer = setInterval(() => void pool.query(sweep).catch(() => undefined), 3_600_000);
  timer.unref();
  return { limiters, stop: () => clearInterval(timer) };
}
