import type { Pool } from 'pg';

/**
 * Runs a timed job (the cart sweep, the unpaid orders' expiry, the visits' roll-up) on one instance at a
 * time: on Postgres under a session advisory lock taken without waiting, so an instance that finds the
 * job running elsewhere skips this round (the next round, or the other instance, covers it). Without a
 * pool (SQLite: one process) the job just runs. Answers whether it ran.
 */
export async function onceAcrossInstances(
  pool: Pool | null,
  job: string,
  task: () => Promise<unknown>,
): Promise<boolean> {
  if (!pool) {
    await task();
    return true;
  }
  const client = await pool.connect();
  let healthy = true;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_lock(hashtext('arig-job'), hashtext($1)) AS locked",
      [job],
    );
    if (!rows[0]?.locked) return false;
    try {
      await task();
    } finally {
      await client
        .query("SELECT pg_advisory_unlock(hashtext('arig-job'), hashtext($1))", [job])
        .catch(() => (healthy = false));
    }
    return true;
  } finally {
    // A connection that could not unlock may still hold the lock: it is closed, not reused.
    client.release(!healthy);
  }
}
