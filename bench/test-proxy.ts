import { createServer, request, Agent, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer for the cluster bench: round robin over the instances; a GET or HEAD that fails
 * before any answer (connection refused or reset: an instance died) is retried on the next instance, and
 * the failed one is left out for a few seconds. Other methods are never retried (they may have acted).
 */
export interface TestProxy {
  url: string;
  retries: number;
  close(): Promise<void>;
}

const downForMs = 5_000;

export async function startTestProxy(upstreams: string[]): Promise<TestProxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  const downUntil = new Map<string, number>();
  let next = 0;
  const state = { retries: 0 };

  const pick = (tried: Set<string>): string | null => {
    for (let i = 0; i < upstreams.length; i++) {
      const candidate = upstreams[(next + i) % upstreams.length]!;
      if (tried.has(candidate) || (downUntil.get(candidate) ?? 0) > Date.now()) continue;
      next = (next + i + 1) % upstreams.length;
      return candidate;
    }
    return upstreams.find((u) => !tried.has(u)) ?? null;
  };

  const forward = (req: IncomingMessage, res: ServerResponse, tried: Set<string>) => {
    const upstream = pick(tried);
    if (!upstream) {
      res.writeHead(502).end();
      return;
    }
    tried.add(upstream);
    const target = new URL(req.url ?? '/', upstream);
    const out = request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => {
      downUntil.set(upstream, Date.now() + downForMs);
      const idempotent = req.method === 'GET' || req.method === 'HEAD';
      if (!res.headersSent && idempotent) {
        state.retries += 1;
        forward(req, res, tried);
      } else if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    if (req.method === 'GET' || req.method === 'HEAD') out.end();
    else req.pipe(out);
  };

  const server: Server = createServer((req, res) => forward(req, res, new Set()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get retries() {
      return state.retries;
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
