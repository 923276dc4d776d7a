import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { freePort } from '../scripts/lib/server.ts';

/**
 * The ceiling: a bare Node `http` server in its own process answering every request with the exact
 * bytes and headers the site sent for the same page. Nothing can serve that page faster here.
 */
export async function startCeiling(
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ url: string; pid: number; stop(): void }> {
  const port = await freePort();
  const program = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY, 'base64');
    const headers = JSON.parse(process.env.HEADERS);
    http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
      .listen(${port}, () => process.stdout.write('ready\\n'));
  `;
  const child = spawn(process.execPath, ['-e', program], {
    env: { ...process.env, BODY: body.toString('base64'), HEADERS: JSON.stringify(headers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill() };
}

/** The exact bytes and headers a server sends, still compressed (fetch() would decompress them). */
export function rawResponse(
  url: string,
  headers: Record<string, string>,
): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const keep = Object.entries(res.headers).filter(
          (e): e is [string, string] =>
            typeof e[1] === 'string' && !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(e[0]),
        );
        resolve({ body: Buffer.concat(chunks), headers: Object.fromEntries(keep) });
      });
    }).on('error', reject);
  });
}
