import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients (what SMTP was told, Bcc included). */
  recipients: string[];
  /** The raw message as it arrived. */
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  /** smtp://user:pass@127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening (connections refused) until `start` is called again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 for tests (smtp-server, with AUTH PLAIN/LOGIN over plain text on
 * loopback), recording and parsing (mailparser) every message it accepts.
 */
export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let server: SMTPServer | null = null;
  let boundPort = port;

  const create = () =>
    new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'arig' && auth.password === 'test-pass') return callback(null, { user: 'arig' });
        return callback(new Error('bad credentials'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            recipients: session.envelope.rcptTo.map((r) => r.address),
            raw,
            parsed: await simpleParser(raw),
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        });
      },
    });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = create();
      server.once('error', reject);
      server.listen(boundPort, '127.0.0.1', () => {
        const address = server!.server.address();
        if (address && typeof address === 'object') boundPort = address.port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  await start();
  return {
    get url() {
      return `smtp://arig:test-pass@127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    received,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} message(s), received ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, count);
    },
    stop,
    start,
  };
}
