import { compressedBody, type Encoding } from '../../data/cache/compression';
import { pickEncoding } from '../../data/cache/page-cache';

const compressible = /^(text\/html|application\/json)/;

/**
 * A response the page cache does not keep (a visitor's cart, the checkout, a form's errors) compressed
 * as kept pages are, once, with the fast encoding: a checkout's 55 KB of HTML is about 10 KB on the
 * wire. Headers stay as they were (several Set-Cookie included), plus the encoding and Vary.
 */
export async function compressPrivate(response: Response, acceptEncoding: string | null): Promise<Response> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body || response.headers.has('Content-Encoding') || !compressible.test(type)) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const encoding: Encoding = pickEncoding(acceptEncoding);
  const out = compressedBody({ body, size: body.length, encoded: {}, refineAfter: Infinity }, encoding);
  const headers = new Headers(response.headers);
  if (out !== body) headers.set('Content-Encoding', encoding);
  headers.append('Vary', 'Accept-Encoding');
  headers.set('Content-Length', String(out.length));
  return new Response(new Uint8Array(out), { status: response.status, statusText: response.statusText, headers });
}
