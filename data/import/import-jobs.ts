import { randomUUID } from 'node:crypto';
import type { ImportReport } from './report';

/** One import started from the studio, as the studio's screen polls it. */
export interface ImportJob {
  id: string;
  dryRun: boolean;
  startedAt: string;
  /** Each stage's progress, in the order the stages ran. */
  stages: { stage: string; done: number; total: number }[];
  finished: boolean;
  report: ImportReport | null;
  /** Why the import stopped before its report (the report lists per-item failures instead). */
  error: string | null;
}

interface Store {
  current: ImportJob | null;
}

// On globalThis: the studio's endpoints and the site share one process but not one module graph.
const storeKey = Symbol.for('arig.import-jobs');
type GlobalWithStore = typeof globalThis & { [storeKey]?: Store };

function store(): Store {
  const g = globalThis as GlobalWithStore;
  g[storeKey] ??= { current: null };
  return g[storeKey];
}

export type ProgressSink = (stage: string, done: number, total: number) => void;

/**
 * Starts an import in the background and answers at once with its job, or null while another import of
 * this process still runs (two at once would race for the same documents). The last job stays readable.
 */
export function startImportJob(
  dryRun: boolean,
  run: (progress: ProgressSink) => Promise<ImportReport>,
): ImportJob | null {
  const s = store();
  if (s.current && !s.current.finished) return null;
  const job: ImportJob = {
    id: randomUUID(),
    dryRun,
    startedAt: new Date().toISOString(),
    stages: [],
    finished: false,
    report: null,
    error: null,
  };
  s.current = job;
  const progress: ProgressSink = (stage, done, total) => {
    const entry = job.stages.find((e) => e.stage === stage);
    if (entry) Object.assign(entry, { done, total });
    else job.stages.push({ stage, done, total });
  };
  void run(progress).then(
    (report) => Object.assign(job, { report, finished: true }),
    (error: unknown) =>
      Object.assign(job, { error: error instanceof Error ? error.message : String(error), finished: true }),
  );
  return job;
}

/** The job with this id, if it is the one this process holds. */
export function getImportJob(id: string): ImportJob | null {
  const current = store().current;
  return current && current.id === id ? current : null;
}
