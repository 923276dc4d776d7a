import type { Endpoint } from 'payload';
import { newMessageId } from '../../../mail/settings';
import { wakeMailWorker } from '../../../mail/outbox-worker';
import { hasRole } from '../../access/roles';
import { systemTaskContext } from '../../access/system-task';

export const resendMessages = {
  forbidden: 'רק מנהל/ת מערכת יכול/ה לשלוח הודעה מחדש.',
  notFound: 'ההודעה לא נמצאה.',
  busy: 'ההודעה נשלחת ברגע זה. נסו שוב בעוד דקה.',
  queued: 'ההודעה הועברה לשליחה חוזרת.',
} as const;

const answer = (status: number, message: string) =>
  Response.json(status < 400 ? { message } : { errors: [{ message }] }, {
    status,
    headers: { 'Cache-Control': 'no-store' },
  });

/**
 * `POST /api/mail-outbox/:id/resend` (admins): queues the message again, with a new Message-ID (it is a
 * new sending) and fresh attempts; the worker sends it at once when SMTP is configured.
 */
export const resendEndpoint: Endpoint = {
  path: '/:id/resend',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin')) return answer(403, resendMessages.forbidden);
    const id = Number(req.routeParams?.id);
    if (!Number.isSafeInteger(id) || id < 1) return answer(404, resendMessages.notFound);
    const doc = await req.payload.findByID({
      collection: 'mail-outbox',
      id,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      disableErrors: true,
    });
    if (!doc) return answer(404, resendMessages.notFound);
    if (doc.status === 'sending') return answer(409, resendMessages.busy);
    await req.payload.update({
      collection: 'mail-outbox',
      id,
      data: {
        status: 'queued',
        attempts: 0,
        nextAttemptAt: new Date().toISOString(),
        leaseUntil: null,
        lastError: null,
        sentAt: null,
        messageId: newMessageId(),
      },
      overrideAccess: false,
      context: systemTaskContext('outbox'),
    });
    wakeMailWorker();
    return answer(200, resendMessages.queued);
  },
};
