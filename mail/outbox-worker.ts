import type { Payload, Where } from 'payload';
import { systemTaskContext } from '../cms/access/system-task';
import { databaseLock, postgresPool } from '../data/cluster/database-lock';
import { headerText } from '../engines/mail/address';
import { retryDelayAfter } from '../engines/mail/retry';
import { mailSender } from './settings';
import type { MailTransport } from './transport';

export interface MailWorkerOptions {
  transport: MailTransport;
  now?: () => number;
  /** How often the outbox is looked at without a wake-up. */
  pollMs?: number;
  /** How long a claimed message is left to its sender before another pass may take it again. */
  leaseMs?: number;
  log?: (line: string) => void;
}

export interface MailWorker {
  /** Look at the outbox now (coalesced with a pass already under way). */
  wake(): void;
  /** One full pass: resolves when nothing due is left. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

interface OutboxRow {
  id: number;
  to: string;
  cc?: string | null;
  bcc?: string | null;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  headers?: unknown;
  messageId: string;
  attempts?: number | null;
}

const workerKey = Symbol.for('arig.mail-worker');
type WorkerHolder = { [workerKey]?: MailWorker };

/** Wakes the running worker, if this process has one (the site and the studio share the process). */
export function wakeMailWorker(): void {
  (globalThis as WorkerHolder)[workerKey]?.wake();
}

const context = systemTaskContext('outbox');

/**
 * Sends what the outbox holds, oldest first: a message is claimed (status "sending" with a lease), sent,
 * and marked sent; a failure waits for its retry (engines/mail/retry.ts) and after the last one is marked
 * failed. A claim whose process died mid-send is taken again when its lease runs out, so delivery is at
 * least once; each message keeps one Message-ID, so a receiver can recognise a repeat. One process
 * sends on SQLite, so there every claim left in the outbox at start is a dead process's and is released
 * at once rather than after its lease. With several instances on Postgres, a claim is made under an
 * advisory lock and only while the message is still due, so each message is claimed by one instance.
 */
export function startMailWorker(payload: Payload, options: MailWorkerOptions): MailWorker {
  const { transport, now = Date.now, pollMs = 5_000, leaseMs = 120_000, log = console.log } = options;
  let stopped = false;
  let running: Promise<void> | null = null;
  const withClaimLock = databaseLock('arig-outbox', async () => payload);
  let again = false;

  const due = (): Where => {
    const at = new Date(now()).toISOString();
    return {
      or: [
        { and: [{ status: { equals: 'queued' } }, { nextAttemptAt: { less_than_equal: at } }] },
        { and: [{ status: { equals: 'sending' } }, { leaseUntil: { less_than: at } }] },
      ],
    };
  };

  const update = (id: number, data: Record<string, unknown>) =>
    payload.update({ collection: 'mail-outbox', id, data, overrideAccess: false, context, depth: 0 });

  /** Claims a message for this worker: under a lock shared by every instance, only if it is still due. */
  const claim = (id: number) =>
    withClaimLock(String(id), async () => {
      const { docs } = await payload.find({
        collection: 'mail-outbox',
        where: { and: [{ id: { equals: id } }, due()] },
        limit: 1,
        pagination: false,
        depth: 0,
        select: { status: true },
        overrideAccess: false,
        context,
      });
      if (docs.length === 0) return false;
      await update(id, { status: 'sending', leaseUntil: new Date(now() + leaseMs).toISOString() });
      return true;
    });

  async function sendOne(row: OutboxRow, from: { name: string; address: string }): Promise<void> {
    if (!(await claim(row.id))) return;
    const attempts = (row.attempts ?? 0) + 1;
    try {
      await transport.send({
        from,
        to: row.to,
        cc: row.cc || undefined,
        bcc: row.bcc || undefined,
        replyTo: row.replyTo || undefined,
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId: row.messageId,
        headers: (row.headers && typeof row.headers === 'object' ? row.headers : {}) as Record<string, string>,
        date: new Date(now()),
      });
      await update(row.id, {
        status: 'sent',
        sentAt: new Date(now()).toISOString(),
        attempts,
        leaseUntil: null,
        lastError: null,
      });
    } catch (err) {
      const delay = retryDelayAfter(attempts);
      const reason = headerText(String((err as Error)?.message ?? err), 500);
      log(`▸ דואר יוצא: שליחת הודעה ${row.id} נכשלה (ניסיון ${attempts}): ${reason}`);
      await update(row.id, {
        status: delay === null ? 'failed' : 'queued',
        attempts,
        nextAttemptAt: delay === null ? null : new Date(now() + delay).toISOString(),
        leaseUntil: null,
        lastError: reason,
      });
    }
  }

  async function pass(): Promise<void> {
    for (;;) {
      const batch = await payload.find({
        collection: 'mail-outbox',
        where: due(),
        sort: 'nextAttemptAt',
        limit: 20,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        context,
      });
      if (batch.docs.length === 0 || stopped) return;
      const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 });
      const from = mailSender(settings.businessName || 'אריג');
      for (const row of batch.docs as unknown as OutboxRow[]) {
        if (stopped) return;
        await sendOne(row, from);
      }
    }
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((err) => log(`▸ דואר יוצא: מעבר על התיבה נכשל: ${String((err as Error)?.message ?? err)}`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  // Claims left by a process that died mid-send: due again now. Only on SQLite, where one process sends;
  // on Postgres another instance may be sending them, and a dead one's claims come due with their lease.
  const released: Promise<unknown> = postgresPool(payload)
    ? Promise.resolve()
    : payload
        .update({
          collection: 'mail-outbox',
          where: { status: { equals: 'sending' } },
          data: { status: 'queued', leaseUntil: null, nextAttemptAt: new Date(now()).toISOString() },
          overrideAccess: false,
          context,
          depth: 0,
        })
        .catch((err) => log(`▸ דואר יוצא: שחרור הודעות שנתקעו נכשל: ${String((err as Error)?.message ?? err)}`));
  const timer = setInterval(wake, pollMs);
  timer.unref();
  const worker: MailWorker = {
    wake,
    async drain() {
      await released;
      wake();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if ((globalThis as WorkerHolder)[workerKey] === worker) delete (globalThis as WorkerHolder)[workerKey];
      await running;
      transport.close();
    },
  };
  (globalThis as WorkerHolder)[workerKey] = worker;
  void released.then(wake);
  return worker;
}
