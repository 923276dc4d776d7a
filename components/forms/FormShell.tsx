import type { ReactNode } from 'react';
import type { FormFieldDef } from '../../engines/forms/definition';
import { tf } from '../../messages/forms';
import type { TypographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import { fieldDomId, FormFields } from './FormFields';
import { formControl, type FormRenderState } from './types';

export interface FormShellProps {
  /** `<form id>` prefix and the anchor a post without JavaScript returns to. */
  domId: string;
  /** The form's id as posted (a form document's id, or "newsletter"). */
  formKey: string;
  fields: readonly FormFieldDef[];
  submitLabel: string;
  /** The page the form posts to (its own). */
  action: string;
  token: string;
  state?: FormRenderState;
  /** The thank-you shown once the form was sent (already sanitised HTML, or text). */
  confirmation: { html: string } | { text: string };
  /** Heading and text above the fields. */
  intro?: ReactNode;
  /** The id of the heading that names the form, if it has one; otherwise `label` names it. */
  titleId?: string;
  label?: string;
  className?: string;
  /** A form widget's typography groups (builder/parts/typography.ts): the labels, the fields, the button. */
  typography?: { label?: TypographyStyle; field?: TypographyStyle; button?: TypographyStyle };
}

/**
 * An arig form: a plain POST to its own page that works without JavaScript (errors come back next to
 * their fields, values kept, summary first), with the control fields the server checks (form, render
 * token, honeypot). The form island (widgets/form/form.island.ts) only makes the same round trip in place.
 */
export function FormShell(props: FormShellProps) {
  const { domId, state } = props;
  const errors = Object.entries(state?.errors ?? {});
  const hasUpload = props.fields.some((f) => f.kind === 'upload');
  const hasRequired = props.fields.some((f) => f.required);
  if (state?.sent) {
    return (
      <div className="w-form__sent" role="status" tabIndex={-1} data-form-sent={props.formKey}>
        {'html' in props.confirmation && props.confirmation.html ? (
          <div dangerouslySetInnerHTML={{ __html: props.confirmation.html }} />
        ) : (
          <p>{'text' in props.confirmation ? props.confirmation.text : tf.sent}</p>
        )}
      </div>
    );
  }
  return (
    <form
      className={['w-form__form', props.className].filter(Boolean).join(' ')}
      method="post"
      action={`${props.action}#${domId}`}
      // The server checks every answer and says what is wrong in Hebrew, next to the field; the browser's
      // own bubbles would speak its UI language and hide the summary. `required` still tells screen readers.
      noValidate
      encType={hasUpload ? 'multipart/form-data' : undefined}
      aria-labelledby={props.titleId}
      aria-label={props.titleId ? undefined : props.label}
      data-form={props.formKey}
      data-sending={tf.sending}
      data-failed={tf.failed}
    >
      {props.intro}
      <div
        className="w-form__summary"
        id={`${domId}-summary`}
        role="alert"
        tabIndex={-1}
        hidden={errors.length === 0 && !state?.message}
      >
        {state?.message && <p>{state.message}</p>}
        {errors.length > 0 && (
          <>
            <p className="w-form__summary-title">{tf.summary(errors.length)}</p>
            <ul>
              {errors.map(([name, message]) => (
                <li key={name}>
                  <a href={`#${fieldDomId(domId, name)}`}>{message}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {hasRequired && <p className="w-form__note">{tf.requiredNote}</p>}
      <input type="hidden" name={formControl.form} value={props.formKey} />
      <input type="hidden" name={formControl.token} value={props.token} />
      <input type="hidden" name={formControl.anchor} value={domId} />
      <div className="w-form__trap" aria-hidden="true">
        <label htmlFor={`${domId}-${formControl.honeypot}`}>{tf.honeypotLabel}</label>
        <input
          id={`${domId}-${formControl.honeypot}`}
          name={formControl.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <FormFields
        fields={props.fields}
        idPrefix={domId}
        state={state}
        labelTypography={props.typography?.label}
        fieldTypography={props.typography?.field}
      />
      <div className="w-form__actions">
        <button type="submit" {...typographyAttrs('w-form__submit', props.typography?.button)}>
          {props.submitLabel}
        </button>
        <p className="w-form__status" role="status" aria-live="polite" />
      </div>
    </form>
  );
}
