import type { Payload } from 'payload';
import { systemTaskContext } from '../../../cms/access/system-task';
import type { FormSubmission } from '../../../cms/payload-types';
import { getForm } from '../../../data/get-form';
import { afterStored } from './submit';

/**
 * At start-up, before serving: submissions that were stored but whose mail was never queued (the process
 * died in between) get it now. Each message is keyed by submission and row, so nothing is sent twice.
 */
export async function completePendingSubmissions(payload: Payload, log: (line: string) => void): Promise<number> {
  const { docs } = await payload.find({
    collection: 'form-submissions',
    where: { and: [{ mailState: { equals: 'pending' } }, { spam: { equals: false } }] },
    limit: 1000,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    context: systemTaskContext('form-submission'),
  });
  for (const doc of docs as FormSubmission[]) {
    const formId = typeof doc.form === 'object' ? doc.form.id : doc.form;
    const form = await getForm(formId);
    if (!form) continue;
    const values = (doc.submissionData ?? []).map((a) => ({
      name: a.field,
      label: a.label ?? a.field,
      value: a.value,
      display: a.value,
    }));
    await afterStored(payload, form, { id: doc.id, values, sourcePath: doc.sourcePath ?? '/' });
  }
  if (docs.length) log(`▸ הושלם תור הדואר של ${docs.length} הגשות שנשמרו לפני הפסקה.`);
  return docs.length;
}
