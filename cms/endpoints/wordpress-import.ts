import type { Endpoint, PayloadRequest } from 'payload';
import { env } from '../../config/env';
import { getImportJob, startImportJob } from '../../data/import/import-jobs';
import { importWordPress } from '../../data/import/run-import';
import { parseWxr, WxrError } from '../../engines/wordpress/wxr';
import { hasRole } from '../access/roles';

/** The studio's upload cap for an export (the command line takes up to 200 MB). */
export const maxStudioExportBytes = 50 * 1024 * 1024;

export const importMessages = {
  forbidden: 'רק מנהל/ת מערכת יכול/ה לייבא אתר.',
  empty: 'לא התקבל קובץ. בחרו את קובץ הייצוא של וורדפרס (XML).',
  tooLarge: `הקובץ גדול מ־${maxStudioExportBytes / 1024 / 1024} MB. ייבאו אותו משורת הפקודה (npm run import).`,
  busy: 'ייבוא אחר רץ כעת. המתינו לסיומו.',
  notFound: 'הייבוא לא נמצא (אולי השרת הופעל מחדש).',
} as const;

const answer = (status: number, body: object) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
const refuse = (status: number, message: string) => answer(status, { errors: [{ message }] });

async function readExport(req: PayloadRequest): Promise<string | Response> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxStudioExportBytes) return refuse(413, importMessages.tooLarge);
  const text = (await req.text?.()) ?? '';
  if (Buffer.byteLength(text) > maxStudioExportBytes) return refuse(413, importMessages.tooLarge);
  if (text.trim() === '') return refuse(400, importMessages.empty);
  return text;
}

/**
 * `POST /api/wordpress-import[?dryRun=1]` (admins; the body is the WXR file): checks the export at once
 * (a bad file answers 400 with the reason) and starts the import in the background: 202 with its job.
 * Pictures come from ARIG_IMPORT_UPLOADS_DIR when the operator set it (docs/wordpress-import.md).
 */
export const startImportEndpoint: Endpoint = {
  path: '/wordpress-import',
  method: 'post',
  handler: async (req) => {
    const user = req.user;
    if (!user || !hasRole(user, 'admin')) return refuse(403, importMessages.forbidden);
    const xml = await readExport(req);
    if (xml instanceof Response) return xml;
    try {
      parseWxr(xml);
    } catch (error) {
      if (error instanceof WxrError) return refuse(400, error.message);
      throw error;
    }
    const dryRun = new URL(req.url ?? '/', 'http://localhost').searchParams.get('dryRun') === '1';
    const job = startImportJob(dryRun, (onProgress) =>
      importWordPress({
        payload: req.payload,
        user: { ...user, collection: 'users' },
        xml,
        uploadsDir: env().ARIG_IMPORT_UPLOADS_DIR ?? null,
        dryRun,
        onProgress,
      }),
    );
    return job ? answer(202, job) : refuse(409, importMessages.busy);
  },
};

/** `GET /api/wordpress-import/:id` (admins): the job's progress, and its report once it has finished. */
export const importJobEndpoint: Endpoint = {
  path: '/wordpress-import/:id',
  method: 'get',
  handler: (req) => {
    if (!hasRole(req.user, 'admin')) return refuse(403, importMessages.forbidden);
    const job = getImportJob(String(req.routeParams?.id ?? ''));
    return job ? answer(200, job) : refuse(404, importMessages.notFound);
  },
};
