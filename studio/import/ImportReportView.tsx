import type { ImportKind, ImportReport } from '../../data/import/report';
import { importKindLabels as kindLabels } from '../../data/import/stage-labels';

function List({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <details className="arig-import__list">
      <summary>
        {title} ({lines.length})
      </summary>
      <ul>
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </details>
  );
}

/** The import's report: counts per kind, then what was skipped, failed or needs the editor's eye. */
export function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <>
      {report.dryRun && <p className="arig-import__note">ניסיון בלבד: לא נשמר דבר. כך ייראה הייבוא.</p>}
      <table className="arig-import__table">
        <caption>{report.dryRun ? 'מה ייובא' : 'מה יובא'}</caption>
        <thead>
          <tr>
            <th scope="col">סוג</th>
            <th scope="col">נוצרו</th>
            <th scope="col">עודכנו</th>
            <th scope="col">דולגו</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(kindLabels) as ImportKind[]).map((kind) => (
            <tr key={kind}>
              <th scope="row">{kindLabels[kind]}</th>
              <td>{report.counts[kind].created}</td>
              <td>{report.counts[kind].updated}</td>
              <td>{report.counts[kind].skipped}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.comments > 0 && <p>תגובות: {report.comments} (לא יובאו: באתר אין תגובות).</p>}
      <List title="שגיאות" lines={report.errors.map((e) => `${e.kind} ${e.wpId} „${e.title}”: ${e.reason}`)} />
      <List title="דולגו" lines={report.skipped.map((s) => `${s.kind} ${s.wpId} „${s.title}”: ${s.reason}`)} />
      <List title="קבצים חסרים בתיקיית ההעלאות" lines={report.missingMedia} />
      <List
        title="רכיבי אלמנטור שלא יובאו (נשמרו כמקום שמור בבונה)"
        lines={Object.entries(report.placeholders).map(([type, n]) => `${type}: ${n}`)}
      />
      <List
        title="לתשומת לב העורך/ת"
        lines={report.contentNotes.map((n) => `${n.wpId ? `${n.wpId} ` : ''}„${n.title}” (${n.kind}): ${n.detail}`)}
      />
    </>
  );
}
