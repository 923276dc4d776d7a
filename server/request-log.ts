import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request id a proxy sent (letters, digits, `-_.:`, 8–128 long) is kept; anything else gets a new one. */
const forwardedId = /^[\w.:-]{8,128}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && forwardedId.test(value) ? value : randomUUID();
}

export interface RequestLine {
  time: string;
  id: string;
  method: string;
  /** The path alone: a query string can hold what a visitor typed (a search, an e-mail). */
  path: string;
  status: number;
  ms: number;
  /** Answered from the page cache. */
  cache: 'hit' | 'miss';
  /** The connection closed before the answer was complete. */
  aborted?: true;
}

/** The path alone: a query string can hold what a visitor typed (a search, an e-mail). */
const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?', 1)[0] ?? '/';

/** One JSON line per request; nothing personal (no address, no agent, no query, no body). */
export function requestLine(line: RequestLine): string {
  return JSON.stringify(line);
}

/**
 * Logs the request when its answer is done (or abandoned), under the id a proxy sent in `X-Request-Id`
 * (echoed back) or a new one. `ARIG_REQUEST_LOG=off` silences it.
 */
export function logRequest(
  req: IncomingMessage,
  res: ServerResponse,
  write: (line: string) => void = (line) => void process.stdout.write(`${line}\n`),
): string {
  const sent = req.headers['x-request-id'];
  const id = requestIdOf(sent);
  // Echoed to the proxy that sent one (its logs and ours then meet); not added to every visitor's response.
  if (sent !== undefined) res.setHeader('X-Request-Id', id);
  if (process.env.ARIG_REQUEST_LOG === 'off') return id;
  const started = performance.now();
  const path = pathOf(req);
  res.once('close', () =>
    write(
      requestLine({
        time: new Date().toISOString(),
        id,
        method: req.method ?? 'GET',
        path,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        cache: res.getHeader('X-Cache') === 'HIT' ? 'hit' : 'miss',
        ...(res.writableFinished ? {} : { aborted: true as const }),
      }),
    ),
  );
  return id;
}

/** A failed request as one JSON line on standard error, with its stack, under the request's id. */
export function logRequestError(req: IncomingMessage, id: string, err: unknown): void {
  const error = err instanceof Error ? err : new Error(String(err));
  console.error(
    JSON.stringify({
      level: 'error',
      id,
      method: req.method,
      path: pathOf(req),
      message: error.message,
      stack: error.stack,
    }),
  );
}
