import type { ReactNode } from 'react';
import { tcheckout } from '../../messages/checkout';

/** One text field of the shop's forms (checkout, cancellation): label, value as typed, error tied to it. */
export interface ShopFieldProps {
  /** The form's id prefix: the field's id is `{form}-{name}`. */
  form: string;
  name: string;
  label: string;
  value?: string;
  error?: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email' | 'numeric';
  dir?: 'ltr';
  wide?: boolean;
  /** A line under the field that says what it takes (read with the field). */
  hint?: string;
}

export const fieldId = (form: string, name: string) => `${form}-${name}`;

export function ShopField(props: ShopFieldProps) {
  const id = fieldId(props.form, props.name);
  return (
    <p className={`checkout__field${props.wide ? ' checkout__field--wide' : ''}`}>
      <label htmlFor={id}>
        {props.label}
        {props.required && <span className="checkout__required"> {tcheckout.required}</span>}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.value ?? ''}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        dir={props.dir}
        aria-required={props.required || undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={
          [props.hint && `${id}-hint`, props.error && `${id}-error`].filter(Boolean).join(' ') || undefined
        }
      />
      {props.hint && (
        <span className="checkout__hint" id={`${id}-hint`}>
          {props.hint}
        </span>
      )}
      {props.error && (
        <span className="checkout__error" id={`${id}-error`}>
          {props.error}
        </span>
      )}
    </p>
  );
}

/**
 * What went wrong, first on the page after a post: a message about the whole form and each field's error
 * linking to its field. Read out as an alert; hidden when there is nothing to say.
 */
export function ProblemSummary(props: { id: string; form: string; errors: [string, string][]; message?: ReactNode }) {
  return (
    <div
      className="checkout__summary-box"
      id={props.id}
      role="alert"
      tabIndex={-1}
      hidden={props.errors.length === 0 && !props.message}
    >
      {props.message && <p>{props.message}</p>}
      {props.errors.length > 0 && (
        <>
          <p className="checkout__summary-title">{tcheckout.errorsTitle(props.errors.length)}</p>
          <ul>
            {props.errors.map(([name, text]) => (
              <li key={name}>
                <a href={`#${fieldId(props.form, name)}`}>{text}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** A choice among options (shipping, payment) as radio buttons in a fieldset, with its error. */
export function ShopChoices(props: {
  form: string;
  name: string;
  legend: string;
  options: { value: string; label: ReactNode; hint?: string }[];
  chosen: string;
  error?: string;
}) {
  const id = fieldId(props.form, props.name);
  return (
    <fieldset className="checkout__choices" id={id} aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend>{props.legend}</legend>
      {props.error && (
        <span className="checkout__error" id={`${id}-error`}>
          {props.error}
        </span>
      )}
      {props.options.map((o) => (
        <label key={o.value} className="checkout__choice">
          <input
            type="radio"
            name={props.name}
            value={o.value}
            id={`${id}-${o.value}`}
            defaultChecked={o.value === props.chosen}
          />
          <span>
            {o.label}
            {o.hint && <span className="checkout__hint">{o.hint}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
