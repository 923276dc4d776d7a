import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** What a kept response needs for compression: its bytes, its compressed forms, and how often it was sent. */
export interface Compressible {
  body: Buffer;
  encoded: { br?: Buffer; gzip?: Buffer };
  /** Replies sent so far (counted by `compressedBody`). */
  sent?: number;
  /** The reply after which the smallest encodings are made (1: at once; a page: on its second reply). */
  refineAfter?: number;
  /** Set once the smallest encodings have been asked for. */
  refining?: boolean;
}

/** Bodies this small are sent as they are: the encoding would cost more than it saves. */
export const minCompressBytes = 1024;

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
  if (encoding === 'identity' || entry.body.length < minCompressBytes) return entry.body;
  entry.sent = (entry.sent ?? 0) + 1;
  const out = (entry.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(entry.body, brotliParams(entry.body, 5))
      : gzipSync(entry.body, { level: 6 }));
  if (!entry.refining && entry.sent >= (entry.refineAfter ?? 2) && entry.body.length <= maxRefineBytes)
    void refine(entry);
  return out;
}

/** Replaces the fast encodings with the smallest ones, when they are ready; a failure keeps the fast ones. */
async function refine(entry: Compressible): Promise<void> {
  entry.refining = true;
  try {
    const [br, gz] = await Promise.all([
      brotliAsync(entry.body, brotliParams(entry.body, constants.BROTLI_MAX_QUALITY)),
      gzipAsync(entry.body, { level: 9 }),
    ]);
    entry.encoded = { br, gzip: gz };
  } catch {
    // The fast encodings stay: correct, a little larger.
  }
}
