'use client';

import type { FieldErrorClientProps } from 'payload';
import { Tooltip, useFormFields, useFormSubmitted } from '@payloadcms/ui';
import { splitHolderLink } from './slug-error-link';

/**
 * The slug's error, as Payload shows field errors, with one difference: a taken address ends with the
 * edit view of the document holding it (cms/fields/slug.ts), shown as a link the owner can follow.
 */
export function SlugError({ path = 'slug', message, showError }: FieldErrorClientProps) {
  const field = useFormFields(([fields]) => fields?.[path] ?? null);
  const submitted = useFormSubmitted();
  const text = message || field?.errorMessage;
  if (!(showError || (submitted && field?.valid === false)) || !text) return null;
  const { text: before, href } = splitHolderLink(text);
  return (
    <Tooltip alignCaret="right" className="field-error" delay={0} staticPositioning>
      {before}
      {href ? (
        <>
          {' '}
          <a href={href} target="_blank" rel="noopener">
            פתיחה בלשונית חדשה
          </a>
        </>
      ) : null}
    </Tooltip>
  );
}
