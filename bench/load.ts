import autocannon from 'autocannon';
import { cpuMs } from './cpu.ts';

export interface LoadResult {
  label: string;
  url: string;
  /** How many measured runs of `loadSettings.seconds` these figures combine. */
  runs: number;
  /** Mean over the runs. */
  requestsPerSecond: number;
  /** Mean over the runs, ms. */
  latencyP50: number;
  /** Worst of the runs, ms. */
  latencyP99: number;
  completed: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Server CPU time (user + system, the process and its descendants) during the measured runs, ms. */
  serverCpuMs: number | null;
  /** Server CPU per completed request, ms. */
  cpuMsPerRequest: number | null;
  /** autocannon's own results, for bench/out. */
  raw: autocannon.Result[];
}

/** Every load test asks for compressed pages, as browsers do. */
export const loadHeaders = { 'accept-encoding': 'br, gzip' };

export const loadSettings = { connections: 10, seconds: 10, warmupSeconds: 2 };

/**
 * One measured run: autocannon for 10 s with 10 connections, after a 2 s warm-up (JIT, page cache).
 * With a pid (or several: a server and its database server), reads those process trees' CPU time from /proc
 * just before and just after the measured run.
 */
export async function load(
  label: string,
  url: string,
  pid: number | readonly number[] | null,
  request: {
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
    /** A path for each request (e.g. a new query every time, so no cache can answer). */
    pathFor?: () => string;
  } = {},
): Promise<LoadResult> {
  const { connections, seconds, warmupSeconds } = loadSettings;
  const options = {
    url,
    connections,
    // autocannon refuses an explicit `undefined` method or body: only pass what is set.
    method: request.method ?? 'GET',
    ...(request.body === undefined ? {} : { body: request.body }),
    headers: { ...loadHeaders, ...request.headers },
    ...(request.pathFor
      ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: request.pathFor!() }) }] }
      : {}),
  };
  await autocannon({ ...options, duration: warmupSeconds });
  const pids = pid === null ? [] : typeof pid === 'number' ? [pid] : pid;
  const cpu = async () => (await Promise.all(pids.map(cpuMs))).reduce((a, b) => a + b, 0);
  const before = await cpu();
  const raw = await autocannon({ ...options, duration: seconds });
  const after = await cpu();
  return loadResult(label, url, raw, pids.length ? after - before : null);
}

/** One autocannon run as a result: throughput, latencies, failures, and the server's CPU when measured. */
export function loadResult(label: string, url: string, raw: autocannon.Result, serverCpuMs: number | null): LoadResult {
  const completed = raw['2xx'] + raw.non2xx;
  return {
    label,
    url,
    runs: 1,
    requestsPerSecond: Math.round(raw.requests.average),
    latencyP50: raw.latency.p50,
    latencyP99: raw.latency.p99,
    completed,
    errors: raw.errors,
    timeouts: raw.timeouts,
    non2xx: raw.non2xx,
    serverCpuMs,
    cpuMsPerRequest: serverCpuMs !== null && completed ? serverCpuMs / completed : null,
    raw: [raw],
  };
}

/** Several runs of the same server as one result: means of rates, sums of counts, worst p99. */
export function combine(results: LoadResult[]): LoadResult {
  const first = results[0]!;
  const sum = (f: (r: LoadResult) => number) => results.reduce((n, r) => n + f(r), 0);
  const completed = sum((r) => r.completed);
  const cpu = results.every((r) => r.serverCpuMs !== null) ? sum((r) => r.serverCpuMs!) : null;
  return {
    label: first.label,
    url: first.url,
    runs: sum((r) => r.runs),
    requestsPerSecond: Math.round(sum((r) => r.requestsPerSecond * r.runs) / sum((r) => r.runs)),
    latencyP50: Math.round((sum((r) => r.latencyP50 * r.runs) / sum((r) => r.runs)) * 10) / 10,
    latencyP99: Math.max(...results.map((r) => r.latencyP99)),
    completed,
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    serverCpuMs: cpu,
    cpuMsPerRequest: cpu !== null && completed ? cpu / completed : null,
    raw: results.flatMap((r) => r.raw),
  };
}
