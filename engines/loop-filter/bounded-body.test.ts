import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBoundedBody } from './bounded-body';

const bytes = (text: string) => new TextEncoder().encode(text);

function chunks(...parts: string[]): AsyncIterable<Uint8Array> & { returned: boolean } {
  const source = {
    returned: false,
    async *[Symbol.asyncIterator]() {
      try {
        for (const part of parts) yield bytes(part);
      } finally {
        source.returned = true;
      }
    },
  };
  return source;
}

describe('reading a bounded request body', () => {
  afterEach(() => void vi.useRealTimers());

  it('joins the chunks of a body within the limit', async () => {
    const body = await readBoundedBody(chunks('{"post_id":', '0}'), 64, 1000);
    expect(body).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(body as Uint8Array)).toBe('{"post_id":0}');
  });

  it('reads an empty body as no bytes', async () => {
    expect(await readBoundedBody(chunks(), 64, 1000)).toEqual(new Uint8Array());
  });

  it('stops at the first chunk past the limit without reading the rest', async () => {
    let pulled = 0;
    const source: AsyncIterable<Uint8Array> = {
      async *[Symbol.asyncIterator]() {
        for (;;) {
          pulled += 1;
          yield new Uint8Array(10);
        }
      },
    };
    expect(await readBoundedBody(source, 25, 1000)).toBe('large');
    expect(pulled).toBe(3);
    expect(await readBoundedBody(chunks('x'.repeat(8)), 8, 1000)).toBeInstanceOf(Uint8Array);
  });

  it('gives up on a body that is not complete by the deadline', async () => {
    vi.useFakeTimers();
    let returned = false;
    const never: AsyncIterable<Uint8Array> = {
      [Symbol.asyncIterator]: () => ({
        next: () => new Promise<IteratorResult<Uint8Array>>(() => undefined),
        return: () => {
          returned = true;
          return Promise.resolve({ done: true, value: undefined });
        },
      }),
    };
    const reading = readBoundedBody(never, 64, 10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void reading.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await reading).toBe('slow');
    expect(returned).toBe(true);
  });

  it('releases the source when it refuses a large body', async () => {
    const source = chunks('aaaa', 'bbbb', 'cccc');
    expect(await readBoundedBody(source, 6, 1000)).toBe('large');
    expect(source.returned).toBe(true);
  });
});
