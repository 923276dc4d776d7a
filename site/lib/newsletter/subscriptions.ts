import type { Payload } from 'payload';
import type { Subscriber } from '../../../cms/payload-types';
import { systemTaskContext } from '../../../cms/access/system-task';
import { env } from '../../../config/env';
import { mailBrand } from '../../../mail/brand';
import { enqueueMail } from '../../../mail/outbox';
import { newsletterLink, newsletterPaths, tokenSubscriberId, verifyNewsletterToken, type LinkPurpose } from './links';

const context = systemTaskContext('newsletter');
const write = { overrideAccess: false, context, depth: 0 } as const;

export interface Consent {
  text: string;
  version: number;
  sourcePath: string;
}

type Status = Subscriber['status'];
const historyWith = (s: Pick<Subscriber, 'history'> | null, status: Status, via: string, at: string) => [
  ...(s?.history ?? []).map(({ status, at, via }) => ({ status, at, via })),
  { status, at, via },
];

/** The headers every newsletter message carries: a removal link, and one-click removal by POST (RFC 8058). */
export function listUnsubscribeHeaders(siteUrl: string, id: number, email: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${newsletterLink(siteUrl, 'unsubscribe', id, email)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * A request to subscribe (double opt-in): the person is recorded as pending with the consent they gave
 * (text, version, time, page) and gets a message with a confirmation link. Someone already confirmed is
 * left as is, and the answer is the same either way, so the form does not reveal who is on the list.
 * `mayMail` limits confirmation messages per address.
 */
export async function requestSubscription(
  payload: Payload,
  person: { email: string; name?: string },
  consent: Consent,
  mayMail: (address: string) => boolean,
  now = new Date(),
): Promise<void> {
  const email = person.email.toLowerCase();
  const at = now.toISOString();
  const found = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: email } },
    limit: 1,
    pagination: false,
    overrideAccess: false,
    context,
    depth: 0,
  });
  const existing = found.docs[0] ?? null;
  if (existing?.status === 'confirmed') return;
  const data = {
    email,
    name: person.name || existing?.name || undefined,
    status: 'pending' as const,
    consent: { text: consent.text, version: consent.version, at, sourcePath: consent.sourcePath },
    history: historyWith(existing, 'pending', `טופס הרשמה (${consent.sourcePath})`, at),
  };
  const subscriber = existing
    ? await payload.update({ collection: 'subscribers', id: existing.id, data, ...write })
    : await payload.create({ collection: 'subscribers', data, ...write });
  if (!mayMail(email)) return;
  const brand = await mailBrand(payload);
  const siteUrl = env().SITE_URL;
  await enqueueMail(
    payload,
    {
      kind: 'subscription',
      to: [email],
      subject: `אישור הרשמה לניוזלטר של ${brand.siteName}`,
      content: {
        heading: 'נשאר רק לאשר',
        preheader: 'לחצו על הכפתור כדי לאשר את ההרשמה לניוזלטר.',
        paragraphs: [
          `${subscriber.name ? `שלום ${subscriber.name},` : 'שלום,'}`,
          `ביקשת להצטרף לניוזלטר של ${brand.siteName}. כדי שנוכל לשלוח אליך, אשר/י את ההרשמה בכפתור שלמטה (הקישור בתוקף 7 ימים).`,
          `ההסכמה שנתת: "${consent.text}"`,
        ],
        action: { label: 'אישור ההרשמה', href: newsletterLink(siteUrl, 'confirm', subscriber.id, email) },
        footer: [
          'לא ביקשת להירשם? אפשר להתעלם מההודעה, ולא נשלח אליך דבר.',
          `להסרה: ${newsletterLink(siteUrl, 'unsubscribe', subscriber.id, email)}`,
        ],
      },
      headers: listUnsubscribeHeaders(siteUrl, subscriber.id, email),
      dedupeKey: `subscriber:${subscriber.id}:confirm:${data.history.length}`,
    },
    brand,
  );
}

export type LinkOutcome = 'done' | 'already' | 'invalid';

/** Confirms or removes the subscriber a link names; 'invalid' for a link that is wrong or expired. */
export async function followNewsletterLink(
  payload: Payload,
  purpose: LinkPurpose,
  token: string,
  via: string,
  now = new Date(),
): Promise<LinkOutcome> {
  const id = tokenSubscriberId(token);
  if (id === null) return 'invalid';
  const subscriber = await payload.findByID({
    collection: 'subscribers',
    id,
    overrideAccess: false,
    context,
    depth: 0,
    disableErrors: true,
  });
  if (!subscriber || !verifyNewsletterToken(purpose, token, subscriber.email, now.getTime())) return 'invalid';
  const target: Status = purpose === 'confirm' ? 'confirmed' : 'unsubscribed';
  if (subscriber.status === target) return 'already';
  if (purpose === 'confirm' && subscriber.status === 'unsubscribed') return 'invalid';
  await payload.update({
    collection: 'subscribers',
    id,
    data: { status: target, history: historyWith(subscriber, target, via, now.toISOString()) },
    ...write,
  });
  return 'done';
}

export { newsletterPaths };
