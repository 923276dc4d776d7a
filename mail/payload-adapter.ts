import type { EmailAdapter, Payload, SendEmailOptions } from 'payload';

/**
 * Payload's own mail (password resets, account verification) goes through the same outbox as
 * everything else, instead of an adapter that sends inline: it is kept, retried and visible in the
 * studio.
 *
 * This module is part of the studio's (Next's) bundle through payload.config, where Next refuses any
 * import of react-dom/server, which the mail renderer needs. So the queueing is handed over at run time:
 * the start script registers `queueSystemMail` (mail/system-mail.ts) before serving.
 */
export type SystemMailQueue = (payload: Payload, message: SendEmailOptions) => Promise<boolean>;

const queueKey = Symbol.for('arig.system-mail-queue');
type QueueHolder = { [queueKey]?: SystemMailQueue };

export function registerSystemMailQueue(queue: SystemMailQueue): void {
  (globalThis as QueueHolder)[queueKey] = queue;
}

export const outboxEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'arig-outbox',
  defaultFromAddress: 'no-reply@localhost',
  defaultFromName: 'אריג',
  async sendEmail(message) {
    const queue = (globalThis as QueueHolder)[queueKey];
    if (!queue) {
      payload.logger.warn('mail: no outbox in this process (not started by server/main.ts); message dropped');
      return { queued: false };
    }
    return { queued: await queue(payload, message) };
  },
});
