import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { logRequest, logRequestError, requestIdOf } from './request-log';

/** A response as far as the log reads it: headers, status, finished or not, and its close event. */
function fakeResponse(finished = true) {
  const headers = new Map<string, string>();
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    writableFinished: finished,
    setHeader: (k: string, v: string) => void headers.set(k.toLowerCase(), v),
    getHeader: (k: string) => headers.get(k.toLowerCase()),
  });
  return { res: res as unknown as ServerResponse & EventEmitter, headers };
}

describe('request log', () => {
  it('keeps a sane id a proxy sent and makes one otherwise', () => {
    expect(requestIdOf('edge-4f2a9c1e')).toBe('edge-4f2a9c1e');
    expect(requestIdOf('bad id with spaces')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(undefined)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(`x${'a'.repeat(200)}`)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one JSON line when the answer is done: the path without its query, status, time, cache, id', () => {
    const lines: string[] = [];
    const req = { url: '/?s=דנה@example.com', method: 'GET', headers: { 'x-request-id': 'edge-4f2a9c1e' } };
    const { res, headers } = fakeResponse();
    logRequest(req as unknown as IncomingMessage, res, (l) => lines.push(l));
    expect(headers.get('x-request-id')).toBe('edge-4f2a9c1e');
    res.setHeader('X-Cache', 'HIT');
    res.emit('close');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ id: 'edge-4f2a9c1e', method: 'GET', path: '/', status: 200, cache: 'hit' });
    expect(typeof line.ms).toBe('number');
    expect(lines[0]).not.toContain('example.com');
    expect(line.aborted).toBeUndefined();
  });

  it('marks an answer the connection abandoned', () => {
    const lines: string[] = [];
    const { res, headers } = fakeResponse(false);
    logRequest({ url: '/about/', method: 'GET', headers: {} } as unknown as IncomingMessage, res, (l) => lines.push(l));
    res.emit('close');
    expect(JSON.parse(lines[0]!)).toMatchObject({ path: '/about/', cache: 'miss', aborted: true });
    // No id came with the request: the line has a new one, the response adds no header for it.
    expect(JSON.parse(lines[0]!).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.has('x-request-id')).toBe(false);
  });

  it('logs a failed request as one JSON line with its id, its path without the query, and the stack', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const req = { url: '/contact/?email=dana@example.com', method: 'POST', headers: {} };
      logRequestError(req as unknown as IncomingMessage, 'edge-4f2a9c1e', new Error('database is locked'));
      const line = JSON.parse(String(spy.mock.calls[0]?.[0])) as Record<string, string>;
      expect(line).toMatchObject({ level: 'error', id: 'edge-4f2a9c1e', method: 'POST', path: '/contact/' });
      expect(line.message).toBe('database is locked');
      expect(line.stack).toContain('Error: database is locked');
      expect(JSON.stringify(line)).not.toContain('example.com');
    } finally {
      spy.mockRestore();
    }
  });
});
