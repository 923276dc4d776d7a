import type { WriteStream } from 'node:tty';
import { importStageLabels } from '../../data/import/stage-labels.ts';

const width = 30;

/**
 * One bar per import stage on a terminal (redrawn in place); elsewhere (a log, CI) one line when a stage
 * ends, so a log is not flooded.
 */
export function progressBar(out: NodeJS.WriteStream | WriteStream) {
  return (stage: string, done: number, total: number) => {
    const label = importStageLabels[stage] ?? stage;
    if (!out.isTTY) {
      if (done === total) out.write(`▸ ${label}: ${done}/${total}\n`);
      return;
    }
    const filled = total === 0 ? width : Math.round((done / total) * width);
    out.write(`\r▸ ${label.padEnd(22)} [${'█'.repeat(filled)}${'·'.repeat(width - filled)}] ${done}/${total}`);
    if (done === total) out.write('\n');
  };
}
