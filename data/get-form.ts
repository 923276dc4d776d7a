import type { Form } from '../cms/payload-types';
import { systemTaskContext } from '../cms/access/system-task';
import { routes } from '../config/routes';
import type { FieldWidth, FormFieldDef } from '../engines/forms/definition';
import { isSafeUrl } from '../engines/safe-url';
import { memo, memoMany } from './cache/memo';
import { richTextToHtml } from './map/rich-text';
import { asVisitor, payload } from './payload';
import type { FormView } from './types';

type Block = NonNullable<Form['fields']>[number];

const width = (value: string | undefined): FieldWidth => {
  const n = Number(value);
  return ([100, 75, 66, 50, 33, 25] as const).find((w) => w === n) ?? 100;
};

function toFieldDef(block: Block): FormFieldDef {
  const b = block as Block &
    Partial<Record<'placeholder' | 'help' | 'consentText' | 'defaultValue', string | null>> & {
      required?: boolean | null;
      width?: { desktop?: string; tablet?: string; mobile?: string };
      options?: { label: string; value: string }[] | null;
      min?: number | null;
      max?: number | null;
      maxLength?: number | null;
    };
  return {
    kind: b.blockType,
    name: b.name,
    label: b.label,
    placeholder: b.placeholder ?? undefined,
    help: b.help ?? undefined,
    required: b.blockType === 'hidden' ? false : Boolean(b.required),
    width: { desktop: width(b.width?.desktop), tablet: width(b.width?.tablet), mobile: width(b.width?.mobile) },
    defaultValue: b.defaultValue ?? undefined,
    options: b.options?.map((o) => ({ label: o.label, value: o.value })),
    consentText: b.consentText ?? undefined,
    min: b.min ?? undefined,
    max: b.max ?? undefined,
    maxLength: b.maxLength ?? undefined,
  };
}

function redirectUrl(form: Form): string | null {
  if (form.confirmationType !== 'redirect') return null;
  const target = form.redirect;
  if (target?.type === 'reference' && target.reference && typeof target.reference.value === 'object')
    return routes.page(target.reference.value.slug ?? '');
  const url = target?.url?.trim();
  return url && isSafeUrl(url) ? url : null;
}

export function toFormView(form: Form): FormView {
  return {
    id: form.id,
    title: form.title,
    submitLabel: form.submitButtonLabel || 'שליחה',
    fields: (form.fields ?? []).map(toFieldDef),
    confirmationHtml: richTextToHtml(form.confirmationMessage),
    redirectUrl: redirectUrl(form),
    newsletterConsentField: form.newsletterConsentField?.trim() || null,
  };
}

/** Forms by id as visitors may see them (no mail settings), memoised until the next content change. */
export async function getForms(ids: number[]): Promise<Map<number, FormView | null>> {
  return memoMany('form', ids, async (missing) => {
    const p = await payload();
    const { docs } = await p.find({
      collection: 'forms',
      where: { id: { in: missing } },
      depth: 1,
      limit: missing.length,
      pagination: false,
      ...asVisitor,
    });
    return new Map(docs.map((doc) => [doc.id, toFormView(doc)]));
  });
}

export const getForm = async (id: number): Promise<FormView | null> => (await getForms([id])).get(id) ?? null;

export type FormMailSettings = NonNullable<Form['emails']>;

/** The form's mail rows (owner addresses included): read by the submit path only, through its system task. */
export function getFormMailSettings(id: number): Promise<FormMailSettings> {
  return memo(`form-mail:${id}`, async () => {
    const p = await payload();
    const form = await p.findByID({
      collection: 'forms',
      id,
      depth: 0,
      overrideAccess: false,
      context: systemTaskContext('form-submission'),
      select: { emails: true },
      disableErrors: true,
    });
    return form?.emails ?? [];
  });
}
