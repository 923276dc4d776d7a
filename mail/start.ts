import type { Payload } from 'payload';
import { startMailWorker } from './outbox-worker';
import { registerSystemMailQueue } from './payload-adapter';
import { queueSystemMail } from './system-mail';
import { queueStatusMail } from './order-mail';
import { registerOrderStatusMail } from '../cms/collections/orders/status-mail';
import { smtpTransport } from './transport';

/**
 * Payload's own mail into the outbox, and the outbox worker when SMTP_URL is set; without it messages wait in the studio's outbox (the demo
 * sends nothing anywhere), and the log says so once.
 */
export function startMail(payload: Payload): { stop(): Promise<void> } {
  registerSystemMailQueue(queueSystemMail);
  registerOrderStatusMail(queueStatusMail);
  const transport = smtpTransport();
  if (!transport) {
    console.log('▸ לא הוגדר SMTP_URL: הודעות הדואר נשמרות בסטודיו (טפסים ודיוור ← דואר יוצא) ואינן נשלחות.');
    return { stop: async () => {} };
  }
  const worker = startMailWorker(payload, { transport });
  return { stop: () => worker.stop() };
}
