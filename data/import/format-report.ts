import type { ImportKind, ImportReport } from './report';
import { importKindLabels as kindLabels } from './stage-labels';

/** Lists at most this many lines per section; the JSON report (--report) has them all. */
const listed = 20;

function section(title: string, lines: string[]): string[] {
  if (lines.length === 0) return [];
  const shown = lines.slice(0, listed).map((l) => `  • ${l}`);
  if (lines.length > listed) shown.push(`  … ועוד ${lines.length - listed}`);
  return ['', `${title} (${lines.length}):`, ...shown];
}

/** The import's report for a terminal, in Hebrew. */
export function formatReport(report: ImportReport): string {
  const head = report.dryRun ? 'ייבוא לניסיון (dry run): לא נכתב דבר. כך ייראה הייבוא:' : 'הייבוא הסתיים.';
  const counts = (Object.keys(kindLabels) as ImportKind[]).map((kind) => {
    const c = report.counts[kind];
    return `  ${kindLabels[kind].padEnd(12)} נוצרו ${c.created}, עודכנו ${c.updated}, דולגו ${c.skipped}`;
  });
  const placeholders = Object.entries(report.placeholders).map(([type, n]) => `${type}: ${n}`);
  return [
    head,
    ...counts,
    ...(report.comments > 0 ? [`  תגובות: ${report.comments} (לא יובאו: באתר אין תגובות)`] : []),
    ...section(
      'שגיאות',
      report.errors.map((e) => `${e.kind} ${e.wpId} "${e.title}": ${e.reason}`),
    ),
    ...section(
      'דולגו',
      report.skipped.map((s) => `${s.kind} ${s.wpId} "${s.title}": ${s.reason}`),
    ),
    ...section('קבצים חסרים בתיקיית ההעלאות', report.missingMedia),
    ...section('רכיבי אלמנטור שלא יובאו (נשמרו כמקום שמור בבונה)', placeholders),
    ...section(
      'לתשומת לב העורך/ת',
      report.contentNotes.map((n) => `${n.wpId ? `${n.wpId} ` : ''}"${n.title}" (${n.kind}): ${n.detail}`),
    ),
  ].join('\n');
}
