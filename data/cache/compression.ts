import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gunzipSync, gzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** What a kept response needs for compression: its bytes, its compressed forms, and how often it was sent. */
export interface Compressible {
  /**
   * The bytes as they are, until the smallest encodings are made: then dropped, as almost every client asks
   * for brotli or gzip and the body is three quarters of a kept page (`identityBody` inflates the gzip form
   * for the rest).
   */
  body?: Buffer;
  /** The body's length, kept when the body is dropped. */
  size: number;
  encoded: { br?: Buffer; gzip?: Buffer };
  /** Replies sent so far (counted by `compressedBody`). */
  sent?: number;
  /** The reply after which the smallest encodings are made (1: at once; a page: on its second reply). */
  refineAfter?: number;
  /** Set once the smallest encodings have been asked for. */
  refining?: boolean;
}

/**
 * Bodies this small are sent as they are: the encoding's header (`Content-Encoding: br`, 24 bytes) would
 * cost about what it saves. Above it brotli pays: the view counter's script, 791 bytes, is 403 in brotli
 * (the limit was 1,024 bytes until issue 24 counted each first visit's small files).
 */
export const minCompressBytes = 256;

/**
 * Bodies larger than this keep the fast encoding: brotli 11 takes about a second per megabyte, on one of
 * the four pool threads that also read files, and what it buys (a first TCP window) is for pages.
 */
export const maxRefineBytes = 1_000_000;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const brotliParams = (body: Buffer, quality: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});

/**
 * The body in an encoding. The first reply gets a fast encoding (brotli 5: about 1 ms for a page), so
 * nobody waits for compression; a response that is sent again is then recompressed at the highest
 * settings off the main thread (brotli 11: a tenth smaller, about 60 ms of a pool thread, once), and
 * every later reply gets that. A page that fits the first TCP window arrives one round trip sooner
 * (docs/paint-first.md); a body asked for only once (a search nobody repeats) is never recompressed.
 */
export function compressedBody(entry: Compressible, encoding: Encoding): Buffer {
  if (encoding === 'identity' || entry.size < minCompressBytes) return identityBody(entry);
  entry.sent = (entry.sent ?? 0) + 1;
  const out = (entry.encoded[encoding] ??= fastEncoding(identityBody(entry), encoding));
  if (entry.body && !entry.refining && entry.sent >= (entry.refineAfter ?? 2) && entry.size <= maxRefineBytes)
    void refine(entry, entry.body);
  return out;
}

/** The bytes as they are: the kept body, or its gzip form inflated once the body was dropped. */
export function identityBody(entry: Compressible): Buffer {
  if (entry.body) return entry.body;
  if (!entry.encoded.gzip) throw new Error('a kept response lost both its body and its gzip form');
  return gunzipSync(entry.encoded.gzip);
}

const fastEncoding = (body: Buffer, encoding: 'br' | 'gzip') =>
  encoding === 'br' ? brotliCompressSync(body, brotliParams(body, 5)) : gzipSync(body, { level: 6 });

/**
 * Replaces the fast encodings with the smallest ones when they are ready, and drops the body, which either
 * gives back; a failure keeps the fast ones and the body.
 */
async function refine(entry: Compressible, body: Buffer): Promise<void> {
  entry.refining = true;
  try {
    const [br, gz] = await Promise.all([
      brotliAsync(body, brotliParams(body, constants.BROTLI_MAX_QUALITY)),
      gzipAsync(body, { level: 9 }),
    ]);
    entry.encoded = { br, gzip: gz };
    entry.body = undefined;
  } catch {
    // The fast encodings stay: correct, a little larger.
  }
}
