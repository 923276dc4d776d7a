'use client';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ImportJob } from '../../data/import/import-jobs';
import { importStageLabels } from '../../data/import/stage-labels';
import { ImportReportView } from './ImportReportView';

const pollMs = 1000;

async function errorOf(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as { errors?: { message?: string }[] } | null;
  return body?.errors?.[0]?.message ?? `השרת השיב ${res.status}.`;
}

/** Upload form, live progress per stage, then the report. */
export function ImportScreen({ maxMb, hasUploads }: { maxMb: number; hasUploads: boolean }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const [job, setJob] = useState<ImportJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = job !== null && !job.finished;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(async () => {
      const res = await fetch(`/api/wordpress-import/${job.id}`, { credentials: 'include', cache: 'no-store' });
      if (res.ok) setJob((await res.json()) as ImportJob);
      else {
        setError(await errorOf(res));
        setJob(null);
      }
    }, pollMs);
    return () => clearTimeout(timer);
  }, [job, running]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!file) return setError('בחרו את קובץ הייצוא של וורדפרס (XML).');
    if (file.size > maxMb * 1024 * 1024) return setError(`הקובץ גדול מ־${maxMb} MB. ייבאו אותו משורת הפקודה.`);
    const res = await fetch(`/api/wordpress-import${dryRun ? '?dryRun=1' : ''}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/xml' },
      body: file,
    });
    if (res.status === 202) setJob((await res.json()) as ImportJob);
    else setError(await errorOf(res));
  }

  return (
    <>
      <p className="arig-import__lead">
        בוורדפרס: כלים ← ייצוא ← כל התוכן. העלו כאן את הקובץ שנוצר. מאמרים, עמודים (כולל פריסות אלמנטור), קטגוריות,
        תגיות, כותבים וכתובות ישנות ייובאו; ייבוא חוזר מעדכן את מה שיובא קודם ואינו משכפל.
      </p>
      {!hasUploads && (
        <p className="arig-import__note">
          התמונות נקראות מתיקיית ההעלאות של וורדפרס בשרת (ARIG_IMPORT_UPLOADS_DIR), שלא הוגדרה: התמונות יופיעו בדוח
          כחסרות. לייבוא עם התמונות השתמשו בשורת הפקודה (npm run import).
        </p>
      )}
      <form className="arig-import__form" onSubmit={submit} aria-describedby={error ? `${fileId}-error` : undefined}>
        <label htmlFor={fileId}>קובץ הייצוא (XML, עד {maxMb} MB)</label>
        <input
          id={fileId}
          type="file"
          accept=".xml,application/xml,text/xml"
          disabled={running}
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
        <label className="arig-import__check">
          <input
            type="checkbox"
            checked={dryRun}
            disabled={running}
            onChange={(e) => setDryRun(e.currentTarget.checked)}
          />
          ניסיון בלבד: להציג מה ייובא בלי לשמור דבר
        </label>
        <button type="submit" className="btn btn--style-primary" disabled={running}>
          {dryRun ? 'בדיקת הייבוא' : 'ייבוא'}
        </button>
      </form>
      {error && (
        <p id={`${fileId}-error`} role="alert" className="arig-import__error">
          {error}
        </p>
      )}
      {job && (
        <section aria-labelledby="import-progress-title" className="arig-import__progress">
          {/* Announced once when it changes; the bars below are read on demand, not every second. */}
          <h2 id="import-progress-title" aria-live="polite">
            {job.finished ? 'הייבוא הסתיים' : 'מייבא…'}
          </h2>
          <ul className="arig-import__stages">
            {job.stages.map((s) => (
              <li key={s.stage}>
                <span>{importStageLabels[s.stage] ?? s.stage}</span>
                <progress
                  max={Math.max(s.total, 1)}
                  value={s.done}
                  aria-label={importStageLabels[s.stage] ?? s.stage}
                />
                <span dir="ltr">
                  {s.done}/{s.total}
                </span>
              </li>
            ))}
          </ul>
          {job.error && <p role="alert">הייבוא נעצר: {job.error}</p>}
          {job.report && <ImportReportView report={job.report} />}
        </section>
      )}
    </>
  );
}
