import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { freePort } from '../scripts/lib/server.ts';

export interface RawResponse {
  status: number;
  /** Exactly as sent (still compressed: fetch() would decompress it). */
  body: Buffer;
  /** As sent, less the per-connection ones (date, connection, keep-alive, transfer-encoding). */
  headers: Record<string, string | string[]>;
}

const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The exact bytes and headers a server sends for a GET with these request headers. */
export function rawResponse(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const kept: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined && !perConnection.has(name)) kept[name] = value;
        }
        const body = Buffer.concat(chunks);
        if (kept['content-length'] !== undefined) kept['content-length'] = String(body.length);
        resolve({ status: res.statusCode ?? 0, body, headers: kept });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The bare server, run by `node -e` in its own process; it reads its reply (JSON) from stdin. */
const program = `
const http = require('node:http');
let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (c) => (input += c));
process.stdin.on('end', () => {
  const { port, status, headers, body } = JSON.parse(input);
  const bytes = Buffer.from(body, 'base64');
  http
    .createServer((req, res) => {
      res.writeHead(status, headers);
      res.end(bytes);
    })
    .listen(port, '127.0.0.1', () => process.stdout.write('ready\\n'));
});
`;

export interface CeilingServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The ceiling: a bare Node `http` server in a separate process that answers every request with the
 * given bytes and headers (those the site sent for the same page). Nothing serves that page faster here.
 */
export async function startCeiling(page: RawResponse): Promise<CeilingServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', program], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdin.end(
    JSON.stringify({ port, status: page.status, headers: page.headers, body: page.body.toString('base64') }),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      child.kill();
      await exited;
    },
  };
}
