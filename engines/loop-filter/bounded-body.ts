/** What reading a request body came to: its bytes, too many bytes, or not finished before the deadline. */
export type BoundedBody = Uint8Array | 'large' | 'slow';

/**
 * Reads a request body of at most `maxBytes`: a longer one is 'large' as soon as it passes the limit
 * (the rest is never buffered), and one not complete within `deadlineMs` is 'slow', so a slow upload
 * cannot hold a handler. Works on a web ReadableStream and on a Node request alike (both are async
 * iterables of byte chunks).
 */
export async function readBoundedBody(
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
  deadlineMs: number,
): Promise<BoundedBody> {
  const iterator = source[Symbol.asyncIterator]();
  // Not awaited: the source may itself still be waiting for its next chunk.
  const stop = () => void Promise.resolve(iterator.return?.()).catch(() => undefined);
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), deadlineMs)));
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), deadline]);
      if (next === 'slow') {
        stop();
        return 'slow';
      }
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxBytes) {
        stop();
        return 'large';
      }
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
