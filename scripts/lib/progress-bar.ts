import type { WriteStream } from 'node:tty';

const labels: Record<string, string> = {
  authors: 'כותבים',
  terms: 'קטגוריות ותגיות',
  media: 'מדיה',
  popups: 'חלונות קופצים',
  menus: 'תפריטים',
  products: 'מוצרים',
  content: 'מאמרים ועמודים',
  redirects: 'הפניות מכתובות ישנות',
  settings: 'הגדרות האתר',
};
const width = 30;

/**
 * One bar per import stage on a terminal (redrawn in place); elsewhere (a log, CI) one line when a stage
 * ends, so a log is not flooded.
 */
export function progressBar(out: NodeJS.WriteStream | WriteStream) {
  return (stage: string, done: number, total: number) => {
    const label = labels[stage] ?? stage;
    if (!out.isTTY) {
      if (done === total) out.write(`▸ ${label}: ${done}/${total}\n`);
      return;
    }
    const filled = total === 0 ? width : Math.round((done / total) * width);
    out.write(`\r▸ ${label.padEnd(22)} [${'█'.repeat(filled)}${'·'.repeat(width - filled)}] ${done}/${total}`);
    if (done === total) out.write('\n');
  };
}
