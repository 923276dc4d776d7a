import type { Payload } from 'payload';
import { systemTaskContext } from '../cms/access/system-task';
import { getForm, getFormMailSettings } from '../data/get-form';
import type { CheckedValue } from '../engines/forms/definition';
import { fillPlaceholders, resolveRecipients } from '../engines/forms/placeholders';
import { parseAddressList } from '../engines/mail/address';
import { mailBrand } from './brand';
import type { MailContent } from './content';
import { enqueueMail } from './outbox';

/** A stored submission, as its mail needs it. */
export interface SubmissionForMail {
  id: number;
  formId: number;
  values: CheckedValue[];
  sourcePath: string;
}

export interface SubmissionMailOptions {
  /** Whether an auto-reply may go to this visitor address now (a limit per recipient). */
  mayAutoReply(address: string): boolean;
}

const submissionContext = systemTaskContext('form-submission');

/** The body's paragraphs; a paragraph that is only `{{*}}` becomes the answers table instead. */
function contentOf(subject: string, message: string, values: CheckedValue[], footer: string[]): MailContent {
  const parts = message
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const table = parts.some((p) => /^\{\{\s*\*\s*\}\}$/.test(p));
  return {
    heading: subject,
    preheader: subject,
    paragraphs: parts.filter((p) => !/^\{\{\s*\*\s*\}\}$/.test(p)).map((p) => fillPlaceholders(p, values)),
    fields: table ? values.map((v) => ({ label: v.label, value: v.display })) : undefined,
    footer,
  };
}

/**
 * Queues the messages a submission causes, from its form's mail rows: to the owner (the visitor as
 * Reply-To, never as From) and auto-replies to the visitor (a row whose recipient is one of the answers).
 * Each row is one outbox message keyed by submission and row, so running this again (a retried request,
 * the start-up sweep after a crash) queues nothing twice. Marks the submission's mail as queued.
 */
export async function queueSubmissionMail(
  payload: Payload,
  submission: SubmissionForMail,
  options: SubmissionMailOptions,
): Promise<void> {
  const [form, rows, brand] = await Promise.all([
    getForm(submission.formId),
    getFormMailSettings(submission.formId),
    mailBrand(payload),
  ]);
  const formTitle = form?.title ?? 'טופס';
  for (const [i, row] of rows.entries()) {
    const to = resolveRecipients(row.emailTo, submission.values);
    const valid = to.addresses.filter((a) => parseAddressList(a)?.length === 1);
    if (valid.length === 0) continue;
    if (to.fromVisitor && !valid.every((address) => options.mayAutoReply(address))) continue;
    const replyTo = resolveRecipients(row.replyTo, submission.values).addresses.find(
      (a) => parseAddressList(a)?.length === 1,
    );
    const subject = fillPlaceholders(row.subject, submission.values) || formTitle;
    const footer = to.fromVisitor
      ? [`הודעה זו נשלחה כי מולא הטופס "${formTitle}" באתר ${brand.siteName}. אם לא מילאת אותו, אפשר להתעלם ממנה.`]
      : [
          `נשלח מהטופס "${formTitle}" בעמוד ${brand.siteUrl}${submission.sourcePath}. ההגשה שמורה בסטודיו: טפסים ודיוור ← הגשות טפסים.`,
        ];
    await enqueueMail(
      payload,
      {
        kind: to.fromVisitor ? 'auto-reply' : 'notification',
        to: valid,
        cc: resolveRecipients(row.cc, submission.values).addresses.filter((a) => parseAddressList(a)?.length === 1),
        bcc: resolveRecipients(row.bcc, submission.values).addresses.filter((a) => parseAddressList(a)?.length === 1),
        replyTo,
        subject,
        content: contentOf(subject, row.message, submission.values, footer),
        dedupeKey: `submission:${submission.id}:email:${i}`,
      },
      brand,
    );
  }
  await payload.update({
    collection: 'form-submissions',
    id: submission.id,
    data: { mailState: 'queued' },
    overrideAccess: false,
    context: submissionContext,
    depth: 0,
  });
}
