import type { Payload } from 'payload';
import { startMailWorker } from './outbox-worker';
import { smtpTransport } from './transport';

/**
 * The outbox worker when SMTP_URL is set; without it messages wait in the studio's outbox (the demo
 * sends nothing anywhere), and the log says so once.
 */
export function startMail(payload: Payload): { stop(): Promise<void> } {
  const transport = smtpTransport();
  if (!transport) {
    console.log('▸ לא הוגדר SMTP_URL: הודעות הדואר נשמרות בסטודיו (טפסים ודיוור ← דואר יוצא) ואינן נשלחות.');
    return { stop: async () => {} };
  }
  const worker = startMailWorker(payload, { transport });
  return { stop: () => worker.stop() };
}
