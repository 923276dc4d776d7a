import type { RawSubmission } from '../../../engines/forms/definition';
import { taccount } from '../../../messages/account';
import { isAllowedFormOrigin } from '../forms/origin';
import { readFormPost } from '../forms/read-post';

/** The account's pages are the account holder's alone: never stored by any cache, never indexed. */
export const privatePage = { 'Cache-Control': 'private, no-store' } as const;

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** A posted account form from this site, or the answer that refuses it (another origin, an unreadable body). */
export async function readAccountPost(request: Request): Promise<RawSubmission | Response> {
  if (!isAllowedFormOrigin(request)) return plain(403, 'הבקשה נשלחה מאתר אחר ולכן נדחתה.');
  const post = await readFormPost(request);
  if (!post.ok) return plain(post.status, 'לא הצלחנו לקרוא את הטופס. חזרו לעמוד ושלחו שוב.');
  return post.fields;
}

/** Post/redirect/get, setting (or clearing) the session cookie on the way. */
export function seeOther(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ Location: location, ...privatePage });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** What a redirect's `?arig-sent=` tells the page to say; anything else says nothing. */
const notices = {
  'signed-out': taccount.signedOut,
  saved: taccount.saved,
  password: taccount.passwordChanged,
  reset: taccount.resetDone,
} as const;

export type AccountNotice = keyof typeof notices;

export const noticeUrl = (path: string, notice: AccountNotice) => `${path}?arig-sent=${notice}`;

export function noticeOf(url: URL): string | undefined {
  const key = url.searchParams.get('arig-sent');
  return key && Object.hasOwn(notices, key) ? notices[key as AccountNotice] : undefined;
}
