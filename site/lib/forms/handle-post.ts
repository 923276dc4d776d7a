import { formControl, sentParam } from '../../../components/forms/types';
import { getNewsletterView } from '../../../data/get-newsletter';
import { payload } from '../../../data/payload';
import { newsletterDefinition, newsletterFormKey } from '../../../engines/forms/newsletter';
import { spamReason } from '../../../engines/forms/spam';
import { validateSubmission } from '../../../engines/forms/validate';
import { escapeAttribute as escapeHtml } from '../../../engines/sanitize-html';
import { tf } from '../../../messages/forms';
import { requestSubscription } from '../newsletter/subscriptions';
import { maySendSubscriptionMail } from './limits';
import { isAllowedFormOrigin } from './origin';
import { readFormPost } from './read-post';
import type { PostedForm } from './session';
import { submitForm } from './submit';
import { readFormToken } from './token';

export type PostResult = { response: Response } | { posted: PostedForm; status: 422 };

const noStore = { 'Cache-Control': 'no-store' };

const refusalMessages: Record<number, string> = {
  400: tf.badRequest,
  403: tf.badRequest,
  404: tf.notFound,
  408: tf.badRequest,
  413: tf.tooLarge,
  415: tf.badRequest,
};

/** A refusal in the form the client reads: JSON for the island, a short Hebrew page for a plain post. */
function refusal(status: number, json: boolean, back: string): Response {
  const message = refusalMessages[status] ?? tf.badRequest;
  if (json) return Response.json({ ok: false, message }, { status, headers: noStore });
  const html = `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(message)}</title></head><body><main><h1>${escapeHtml(message)}</h1><p><a href="${escapeHtml(back)}">חזרה לעמוד</a></p></main></body></html>`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...noStore } });
}

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, ...noStore } });

/**
 * A form posted to the page it is on (issue 16). With `Accept: application/json` (the island) the answer
 * is JSON; without JavaScript a sent form redirects (303) to its thank-you or its redirect page, and a
 * form with errors is rendered again by the page with the errors and values (status 422).
 */
export async function handleFormPost(request: Request, path: string): Promise<PostResult> {
  const json = (request.headers.get('accept') ?? '').includes('application/json');
  if (!isAllowedFormOrigin(request)) return { response: refusal(403, json, path) };
  const read = await readFormPost(request);
  if (!read.ok) return { response: refusal(read.status, json, path) };
  const one = (name: string) => read.fields.get(name)?.[0] ?? '';
  const key = one(formControl.form);
  const anchor = /^[A-Za-z][\w-]{0,63}$/.test(one(formControl.anchor)) ? one(formControl.anchor) : '';
  const control = { token: one(formControl.token), honeypot: one(formControl.honeypot), once: one(formControl.once) };
  for (const name of Object.values(formControl)) read.fields.delete(name);
  const now = Date.now();
  const values = Object.fromEntries(read.fields);

  const answer = (
    outcome:
      | { sent: true; html?: string; message?: string; redirect?: string | null }
      | { sent: false; errors: Record<string, string> },
  ): PostResult => {
    if (outcome.sent) {
      if (json)
        return {
          response: Response.json(
            {
              ok: true,
              html: outcome.html || undefined,
              message: outcome.message ?? tf.sent,
              redirect: outcome.redirect || undefined,
            },
            { headers: noStore },
          ),
        };
      return {
        response: seeOther(
          outcome.redirect || `${path}?${sentParam}=${encodeURIComponent(key)}${anchor ? `#${anchor}` : ''}`,
        ),
      };
    }
    const count = Object.keys(outcome.errors).length;
    if (json)
      return {
        response: Response.json(
          { ok: false, errors: outcome.errors, message: tf.summary(count) },
          { status: 422, headers: noStore },
        ),
      };
    return { posted: { key, state: { errors: outcome.errors, values } }, status: 422 };
  };

  if (key === newsletterFormKey) {
    const view = await getNewsletterView();
    const checked = validateSubmission(newsletterDefinition(view.consentText), read.fields, new Map(), tf);
    const spam = spamReason({
      honeypot: control.honeypot,
      issuedAt: readFormToken(control.token, key)?.issuedAt ?? null,
      now,
    });
    if (!checked.ok && spam !== 'honeypot') return answer({ sent: false, errors: checked.errors });
    if (checked.ok && spam === null) {
      const email = checked.values.find((v) => v.name === 'email')!.value;
      const name = checked.values.find((v) => v.name === 'name')?.value;
      await requestSubscription(
        await payload(),
        { email, name },
        { text: view.consentText, version: view.consentVersion, sourcePath: path },
        maySendSubscriptionMail,
      );
    }
    return answer({ sent: true, message: tf.subscribeSent });
  }

  if (!/^[1-9]\d{0,9}$/.test(key)) return { response: refusal(400, json, path) };
  const outcome = await submitForm(await payload(), {
    formId: Number(key),
    fields: read.fields,
    files: read.files,
    ...control,
    sourcePath: path,
    now,
  });
  if (outcome.kind === 'not-found') return { response: refusal(404, json, path) };
  if (outcome.kind === 'invalid') return answer({ sent: false, errors: outcome.errors });
  return answer({ sent: true, html: outcome.form.confirmationHtml, redirect: outcome.form.redirectUrl });
}
