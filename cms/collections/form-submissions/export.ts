import type { Endpoint, Where } from 'payload';
import { z } from 'zod';
import { toCsv } from '../../../engines/csv';
import { hasRole } from '../../access/roles';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'תאריך בפורמט YYYY-MM-DD');
const query = z.strictObject({
  form: z.coerce.number().int().positive().optional(),
  from: day.optional(),
  to: day.optional(),
});

const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } });

const jerusalem = (iso: string) =>
  new Date(iso).toLocaleString('he-IL', { timeZone: 'Asia/Jerusalem', dateStyle: 'short', timeStyle: 'short' });

interface Answer {
  field: string;
  label?: string | null;
  value: string;
}

/**
 * `GET /api/form-submissions/export?form=&from=&to=` (admins and editors): the submissions as CSV for
 * Excel, one column per question, newest first. Spam is included and marked, so nothing is hidden.
 */
export const exportSubmissionsEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin', 'editor')) return refuse(403, 'ייצוא ההגשות זמין למנהלי מערכת ולעורכי תוכן.');
    const parsed = query.safeParse(Object.fromEntries(new URL(req.url ?? '', 'http://x').searchParams));
    if (!parsed.success)
      return refuse(400, `פרמטרים לא תקינים: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    const { form, from, to } = parsed.data;
    const and: Where[] = [];
    if (form) and.push({ form: { equals: form } });
    if (from) and.push({ createdAt: { greater_than_equal: new Date(`${from}T00:00:00+02:00`).toISOString() } });
    if (to)
      and.push({
        createdAt: { less_than: new Date(new Date(`${to}T00:00:00+02:00`).getTime() + 86_400_000).toISOString() },
      });
    const result = await req.payload.find({
      collection: 'form-submissions',
      where: and.length ? { and } : {},
      sort: '-createdAt',
      limit: 10_000,
      pagination: false,
      depth: 1,
      overrideAccess: false,
      user: req.user,
    });
    const docs = result.docs as unknown as {
      createdAt: string;
      form: { title?: string } | number | null;
      status?: string;
      spam?: boolean;
      sourcePath?: string | null;
      submissionData?: Answer[] | null;
    }[];
    const columns: { field: string; label: string }[] = [];
    for (const doc of docs)
      for (const answer of doc.submissionData ?? [])
        if (!columns.some((c) => c.field === answer.field))
          columns.push({ field: answer.field, label: answer.label || answer.field });
    const rows = [
      ['תאריך', 'טופס', 'מצב', 'ספאם', ...columns.map((c) => c.label), 'נשלח מהעמוד'],
      ...docs.map((doc) => [
        jerusalem(doc.createdAt),
        typeof doc.form === 'object' && doc.form ? doc.form.title : doc.form,
        doc.status === 'read' ? 'נקראה' : 'חדשה',
        doc.spam ? 'כן' : 'לא',
        ...columns.map((c) => doc.submissionData?.find((a) => a.field === c.field)?.value ?? ''),
        doc.sourcePath ?? '',
      ]),
    ];
    return new Response(toCsv(rows), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="form-submissions-${new Date().toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
};
