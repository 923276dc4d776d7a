import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from '../config/headers';
import { cachedRefreshAnswer, isJsonContentType } from '../data/cache/refresh-loop-answers';
import { replyFor } from '../data/cache/page-cache';
import { readBoundedBody } from '../engines/loop-filter/bounded-body';
import { maxRefreshBodyBytes, refreshMessages, refreshReadDeadlineMs } from '../engines/loop-filter/request';

/** A Node request whose body was already read; Astro's Node adapter takes it from here instead of the stream. */
type ReadRequest = IncomingMessage & { body?: Uint8Array };

/**
 * The request's chunks without the iterator's return(), which would destroy the socket with the stream
 * before a refusal could be sent; the refusal closes the connection instead.
 */
const withoutRelease = (req: IncomingMessage): AsyncIterable<Uint8Array> => ({
  [Symbol.asyncIterator]() {
    const chunks = req[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
    return { next: () => chunks.next() };
  },
});

/**
 * A public refresh-loop answer that is already in the page cache is sent from here, before the site is
 * reached, as cached pages are. Only a JSON body of a declared, allowed length is read here; anything
 * else goes to the endpoint untouched, which gives every refusal. Returns true when it answered.
 */
export async function answerRefreshLoopFromCache(req: ReadRequest, res: ServerResponse): Promise<boolean> {
  const declared = Number(req.headers['content-length']);
  if (!isJsonContentType(req.headers['content-type']) || !(declared >= 0 && declared <= maxRefreshBodyBytes)) {
    return false;
  }
  const body = await readBoundedBody(withoutRelease(req), maxRefreshBodyBytes, refreshReadDeadlineMs);
  if (body === 'slow' || body === 'large') {
    const [status, message] = body === 'slow' ? [408, refreshMessages.slowBody] : [413, refreshMessages.tooLarge];
    res.writeHead(status, {
      ...securityHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'close',
    });
    res.end(JSON.stringify({ code: status, message }));
    return true;
  }
  const cached = cachedRefreshAnswer(body);
  if (!cached) {
    req.body = body;
    return false;
  }
  // A POST is never revalidated: no If-None-Match, always the full answer.
  const reply = replyFor(cached, req.headers['accept-encoding'], null);
  res.writeHead(reply.status, reply.headers);
  res.end(reply.body);
  return true;
}
