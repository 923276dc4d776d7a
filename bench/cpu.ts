import { readFile } from 'node:fs/promises';

const ticksPerSecond = 100; // Linux USER_HZ

/** User + system CPU time of a process, in milliseconds, from /proc/<pid>/stat (fields 14 and 15). */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / ticksPerSecond;
}
