import { z } from 'zod';
import { systemTaskContext } from '../../../cms/access/system-task';
import { payload } from '../../../data/payload';
import { readBoundedBody } from '../../../engines/loop-filter/bounded-body';

const body = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{32}$/),
  version: z.number().int().min(1).max(1_000_000),
  analytics: z.boolean(),
  marketing: z.boolean(),
  action: z.enum(['accept-all', 'reject-all', 'choose']),
});

export const consentMessages = {
  contentType: 'יש לשלוח את הבחירה כ-JSON.',
  invalid: 'רישום ההסכמה אינו תקין.',
  tooLarge: 'הבקשה גדולה מדי.',
} as const;

const answer = (status: number, message?: string) =>
  message
    ? Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } })
    : new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * `POST /wp-json/arig/v1/consent`: the proof of one cookie choice, as the banner sends it (a beacon). No
 * IP address or user agent is read or stored; bad input is a 4xx with a Hebrew message.
 */
export async function recordConsent(request: Request): Promise<Response> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
    return answer(415, consentMessages.contentType);
  const raw = request.body ? await readBoundedBody(request.body, 1024, 5_000) : new Uint8Array();
  if (raw === 'large') return answer(413, consentMessages.tooLarge);
  if (raw === 'slow') return answer(408, consentMessages.invalid);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return answer(400, consentMessages.invalid);
  }
  const result = body.safeParse(parsed);
  if (!result.success) return answer(400, consentMessages.invalid);
  const { id, ...choice } = result.data;
  await (
    await payload()
  ).create({
    collection: 'consent-records',
    data: { consentId: id, ...choice },
    overrideAccess: false,
    context: systemTaskContext('consent'),
  });
  return answer(204);
}
