import type { Endpoint } from 'payload';
import { toCsv } from '../../../engines/csv';
import { hasRole } from '../../access/roles';
import { subscriberStatuses } from './config';

const jerusalem = (iso: string | null | undefined) =>
  iso
    ? new Date(iso).toLocaleString('he-IL', { timeZone: 'Asia/Jerusalem', dateStyle: 'short', timeStyle: 'short' })
    : '';

/** `GET /api/subscribers/export` (admins and editors): the list with each person's consent record, as CSV. */
export const exportSubscribersEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin', 'editor'))
      return Response.json({ errors: [{ message: 'ייצוא הרשימה זמין למנהלי מערכת ולעורכי תוכן.' }] }, { status: 403 });
    const { docs } = await req.payload.find({
      collection: 'subscribers',
      sort: '-createdAt',
      limit: 100_000,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
    });
    const label = (status: string) => subscriberStatuses.find((s) => s.value === status)?.label ?? status;
    const rows = [
      ['דוא"ל', 'שם', 'מצב', 'הסכמה ניתנה', 'גרסת הנוסח', 'נוסח ההסכמה', 'בעמוד'],
      ...docs.map((d) => [
        d.email,
        d.name ?? '',
        label(d.status),
        jerusalem(d.consent?.at),
        d.consent?.version,
        d.consent?.text,
        d.consent?.sourcePath ?? '',
      ]),
    ];
    return new Response(toCsv(rows), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  },
};
