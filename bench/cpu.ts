import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';

/** Clock ticks per second of /proc times (USER_HZ; 100 on every Linux we run on). */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime of the process itself, in ticks. */
  own: number;
  /** cutime + cstime: children it has already waited for, in ticks. */
  reaped: number;
}

async function procStat(pid: number): Promise<ProcStat | null> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!text) return null;
  // Fields after "(comm)": state(3) ppid(4) … utime(14) stime(15) cutime(16) cstime(17).
  const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return {
    pid,
    ppid: Number(f[1]),
    own: Number(f[11]) + Number(f[12]),
    reaped: Number(f[13]) + Number(f[14]),
  };
}

/**
 * CPU time (user + system, in ms) used so far by a process and every process below it:
 * its own time, its live descendants' time, and the time of descendants already reaped.
 */
export async function cpuMs(pid: number): Promise<number> {
  const root = await procStat(pid);
  if (!root) throw new Error(`process ${pid} is gone`);
  const all = (
    await Promise.all(
      (await readdir('/proc')).filter((n) => /^\d+$/.test(n) && Number(n) !== pid).map((n) => procStat(Number(n))),
    )
  ).filter((s): s is ProcStat => s !== null);
  const children = new Map<number, ProcStat[]>();
  for (const s of all) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  let ticks = 0;
  const stack = [root];
  while (stack.length) {
    const s = stack.pop()!;
    ticks += s.own + s.reaped;
    stack.push(...(children.get(s.pid) ?? []));
  }
  return (ticks * 1000) / ticksPerSecond;
}
