import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { systemTaskContext } from '../../../cms/access/system-task';
import { env } from '../../../config/env';
import { payload } from '../../../data/payload';
import { readBoundedBody } from '../../../engines/loop-filter/bounded-body';
import { isBot, israelDay, leadKinds, visitSource } from '../../../engines/analytics/visits';

const body = z.strictObject({
  t: z.enum(['view', 'lead']),
  k: z.enum(leadKinds).optional(),
  p: z
    .string()
    .max(500)
    .regex(/^\/[^\s]*$/),
  r: z.string().max(1000).optional(),
  s: z.string().max(200).optional(),
  c: z.string().max(200).optional(),
});

export const countMessages = { invalid: 'נתוני הספירה אינם תקינים.', contentType: 'יש לשלוח JSON.' } as const;

/** Today's salt, random and in memory only: replaced when the Israeli day changes, never stored. */
let salt: { day: string; value: Buffer } | null = null;
function saltFor(day: string): Buffer {
  if (salt?.day !== day) salt = { day, value: randomBytes(32) };
  return salt.value;
}

const refuse = (status: number, message: string) =>
  Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } });
const accepted = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

/**
 * `POST /wp-json/arig/v1/count` (a beacon from every page): one page view or lead for the owner's own
 * count. Bots are not counted; the visitor is a hash of today's salt, the address and the user agent,
 * and neither the address nor the user agent is kept.
 */
export async function countVisit(request: Request, socketAddress: string, now = Date.now()): Promise<Response> {
  if (!/^(application\/json|text\/plain)\b/i.test(request.headers.get('content-type') ?? ''))
    return refuse(415, countMessages.contentType);
  const userAgent = request.headers.get('user-agent');
  const raw = request.body ? await readBoundedBody(request.body, 2048, 5_000) : new Uint8Array();
  if (raw === 'large') return refuse(413, countMessages.invalid);
  if (raw === 'slow') return refuse(408, countMessages.invalid);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return refuse(400, countMessages.invalid);
  }
  const result = body.safeParse(parsed);
  if (!result.success || (result.data.t === 'lead') !== Boolean(result.data.k))
    return refuse(400, countMessages.invalid);
  if (isBot(userAgent)) return accepted();
  const forwarded = request.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
  const address = env().ARIG_TRUST_PROXY === 'on' && forwarded ? forwarded : socketAddress;
  const day = israelDay(now);
  const visitor = createHash('sha256')
    .update(saltFor(day))
    .update(`${address}\n${userAgent}`)
    .digest('base64url')
    .slice(0, 22);
  const { t, k, p, r = '', s = '', c = '' } = result.data;
  await (
    await payload()
  ).create({
    collection: 'visit-events',
    data: {
      day,
      kind: t,
      leadKind: k,
      path: p.split(/[?#]/)[0]!.slice(0, 300),
      source: visitSource(r, s, new URL(env().SITE_URL).hostname),
      campaign: c.trim().slice(0, 100) || undefined,
      visitor,
    },
    overrideAccess: false,
    context: systemTaskContext('counter'),
  });
  return accepted();
}
