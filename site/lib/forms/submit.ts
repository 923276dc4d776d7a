import { createHash } from 'node:crypto';
import type { Payload } from 'payload';
import { systemTaskContext } from '../../../cms/access/system-task';
import { isUniqueViolation } from '../../../cms/errors';
import { getForm } from '../../../data/get-form';
import type { FormView } from '../../../data/types';
import type { CheckedValue, RawSubmission, UploadedFile } from '../../../engines/forms/definition';
import { spamReason, spamReasonLabels } from '../../../engines/forms/spam';
import { validateSubmission } from '../../../engines/forms/validate';
import { queueSubmissionMail } from '../../../mail/form-mail';
import { tf } from '../../../messages/forms';
import { requestSubscription } from '../newsletter/subscriptions';
import { mayAutoReply, maySendSubscriptionMail } from './limits';
import { readFormToken } from './token';

export interface SubmitInput {
  formId: number;
  fields: RawSubmission;
  files: ReadonlyMap<string, UploadedFile>;
  /** The render token, honeypot and (with JavaScript) the page view's one-time key, as posted. */
  token: string;
  honeypot: string;
  once: string;
  sourcePath: string;
  now: number;
}

export type SubmitOutcome =
  | { kind: 'not-found' }
  | { kind: 'invalid'; form: FormView; errors: Record<string, string> }
  | { kind: 'sent'; form: FormView; submissionId: number | null };

const context = systemTaskContext('form-submission');
const write = { overrideAccess: false, context, depth: 0 } as const;

/**
 * One submission per rendered form and answers: a double click, a retried request or a reload of the
 * answer page all carry the same key. With JavaScript the page view adds its own random key; without
 * it the answers themselves tell two different people's submissions apart (a cached page gives many
 * people the same token).
 */
function idempotencyKey(input: SubmitInput, values: readonly CheckedValue[], nonce: string): string {
  const discriminator = /^[\w-]{8,64}$/.test(input.once)
    ? `once:${input.once}`
    : `answers:${JSON.stringify(values.map((v) => [v.name, v.value]))}`;
  return createHash('sha256').update(`${input.formId}\n${nonce}\n${discriminator}`).digest('hex');
}

const firstOf = (values: readonly CheckedValue[], form: FormView, kind: 'email' | 'text') =>
  values.find((v) => form.fields.find((f) => f.name === v.name)?.kind === kind)?.value;

/**
 * A visitor's submission (issue 16): checked against its form on the server, stored before anything
 * else (spam too, marked, unmailed), then its mail queued in the outbox and a newsletter consent acted on.
 * Mail trouble never reaches the visitor: the submission is stored, and the start-up sweep finishes it.
 */
export async function submitForm(payload: Payload, input: SubmitInput): Promise<SubmitOutcome> {
  const form = await getForm(input.formId);
  if (!form) return { kind: 'not-found' };
  const token = readFormToken(input.token, input.formId);
  const spam = spamReason({ honeypot: input.honeypot, issuedAt: token?.issuedAt ?? null, now: input.now });
  const checked = validateSubmission(form, input.fields, input.files, tf);
  if (!checked.ok) {
    // A bot that filled the trap learns nothing; anyone else sees what to fix.
    return spam === 'honeypot'
      ? { kind: 'sent', form, submissionId: null }
      : { kind: 'invalid', form, errors: checked.errors };
  }
  const key = idempotencyKey(input, checked.values, token?.nonce ?? 'no-token');
  const existing = await payload.find({
    collection: 'form-submissions',
    where: { idempotencyKey: { equals: key } },
    limit: 1,
    pagination: false,
    select: { status: true },
    ...write,
  });
  if (existing.docs[0]) return { kind: 'sent', form, submissionId: existing.docs[0].id };

  const fileIds: number[] = [];
  if (!spam) {
    for (const { name, file } of checked.files) {
      try {
        const stored = await payload.create({
          collection: 'form-files',
          data: { field: name },
          file: { data: Buffer.from(file.bytes), mimetype: file.type, name: safeFileName(file.name), size: file.size },
          ...write,
        });
        fileIds.push(stored.id);
      } catch (err) {
        // Payload checks uploads again (e.g. a PDF's structure): its refusal is the visitor's to fix.
        if ((err as { name?: string }).name !== 'ValidationError') throw err;
        return { kind: 'invalid', form, errors: { [name]: tf.fileType } };
      }
    }
  }
  let submissionId: number;
  try {
    const created = await payload.create({
      collection: 'form-submissions',
      data: {
        form: form.id,
        submissionData: checked.values.map((v) => ({ field: v.name, label: v.label, value: v.display })),
        status: 'unread',
        spam: spam !== null,
        spamReason: spam ? spamReasonLabels[spam] : undefined,
        visitorName: firstOf(checked.values, form, 'text'),
        visitorEmail: firstOf(checked.values, form, 'email'),
        sourcePath: input.sourcePath.slice(0, 500),
        idempotencyKey: key,
        files: fileIds,
        mailState: spam ? 'queued' : 'pending',
      },
      ...write,
    });
    submissionId = created.id;
  } catch (err) {
    if (isUniqueViolation(err, 'idempotencyKey')) return { kind: 'sent', form, submissionId: null };
    throw err;
  }
  if (spam) return { kind: 'sent', form, submissionId };

  try {
    await afterStored(payload, form, { id: submissionId, values: checked.values, sourcePath: input.sourcePath });
  } catch (err) {
    // Stored already: the visitor is thanked, and the start-up sweep queues what is missing.
    payload.logger.error({ err, msg: `form ${form.id}: submission ${submissionId} stored, its mail not queued yet` });
  }
  return { kind: 'sent', form, submissionId };
}

/**
 * What follows a stored submission: its mail queued, and a newsletter consent acted on. Both are
 * idempotent, so the start-up sweep (./sweep.ts) may run this again for a submission left pending.
 */
export async function afterStored(
  payload: Payload,
  form: FormView,
  submission: { id: number; values: CheckedValue[]; sourcePath: string },
): Promise<void> {
  await subscribeIfConsented(payload, form, submission.values, submission.sourcePath);
  await queueSubmissionMail(payload, { ...submission, formId: form.id }, { mayAutoReply });
}

async function subscribeIfConsented(payload: Payload, form: FormView, values: CheckedValue[], sourcePath: string) {
  const consentField = form.fields.find((f) => f.name === form.newsletterConsentField && f.kind === 'acceptance');
  if (!consentField || values.find((v) => v.name === consentField.name)?.display !== tf.yes) return;
  const email = firstOf(values, form, 'email');
  if (!email) return;
  const settings = await payload.findGlobal({ slug: 'newsletter', depth: 0 });
  await requestSubscription(
    payload,
    { email, name: firstOf(values, form, 'text') },
    { text: consentField.consentText ?? consentField.label, version: settings.consentVersion ?? 1, sourcePath },
    maySendSubscriptionMail,
  );
}

/** A stored file's name: Latin letters, digits, dot, dash and underscore only (no path, no bidi tricks). */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const ext = /\.(pdf|jpe?g|png)$/i.exec(base)?.[0].toLowerCase() ?? '';
  const stem =
    base
      .slice(0, base.length - ext.length)
      .replace(/[^\w.-]+/g, '-')
      .replace(/^[.-]+/, '')
      .slice(0, 60) || 'file';
  return `${stem}${ext}`;
}
