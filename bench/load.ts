import autocannon from 'autocannon';
import { cpuMs } from './cpu.ts';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  completed: number;
  errors: number;
  non2xx: number;
  cpuMsPerRequest: number | null;
}

/** autocannon 10 s × 10 connections; with a pid, the server's CPU time per completed request. */
/** Every load test asks for brotli, as browsers do. */
export const loadHeaders = { 'accept-encoding': 'br, gzip' };

export async function load(label: string, url: string, pid: number | null, seconds = 10): Promise<LoadResult> {
  await autocannon({ url, connections: 10, duration: 2, headers: loadHeaders }); // warm-up: JIT and the page cache
  const before = pid ? await cpuMs(pid) : 0;
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: loadHeaders });
  const after = pid ? await cpuMs(pid) : 0;
  const completed = result['2xx'] + result.non2xx;
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    completed,
    errors: result.errors,
    non2xx: result.non2xx,
    cpuMsPerRequest: pid && completed ? (after - before) / completed : null,
  };
}
