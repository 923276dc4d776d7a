import type { TypographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import type { FormFieldDef } from '../../engines/forms/definition';
import { tf } from '../../messages/forms';
import type { FormRenderState } from './types';

/** The attributes a browser's autofill and mobile keyboards use, by field kind and name. */
function autofill(field: FormFieldDef): { autoComplete?: string; inputMode?: 'tel' | 'email' | 'numeric' | 'decimal' } {
  if (field.kind === 'email') return { autoComplete: 'email', inputMode: 'email' };
  if (field.kind === 'phone') return { autoComplete: 'tel', inputMode: 'tel' };
  if (field.kind === 'number') return { inputMode: 'decimal' };
  if (field.kind === 'text' && /^(full_?)?name$/.test(field.name)) return { autoComplete: 'name' };
  if (field.kind === 'text' && /company|organi[sz]ation/.test(field.name)) return { autoComplete: 'organization' };
  return {};
}

const inputType: Partial<Record<FormFieldDef['kind'], string>> = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  number: 'text',
  date: 'date',
};

const widthClass = (field: FormFieldDef) =>
  `w-form__field w-form__field--${field.kind} w-form__field--d${field.width.desktop} w-form__field--t${field.width.tablet} w-form__field--m${field.width.mobile}`;

export interface FormFieldsProps {
  fields: readonly FormFieldDef[];
  /** Prefix of the fields' DOM ids (unique on the page). */
  idPrefix: string;
  state?: FormRenderState;
  /** The labels' own typography (a form widget's group). */
  labelTypography?: TypographyStyle;
  /** The typography of what is typed and chosen in the fields (a form widget's group). */
  fieldTypography?: TypographyStyle;
}

export const fieldDomId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

/**
 * A form's fields, server-rendered: each with its visible label, its hint and (after a failed post) its
 * error, tied together with aria-describedby and aria-invalid; choices as fieldsets with a legend. The
 * island only adds in-place errors; without it the server answers with this same markup.
 */
export function FormFields({ fields, idPrefix, state, labelTypography, fieldTypography }: FormFieldsProps) {
  return (
    <div className="w-form__fields">
      {fields.map((field) => {
        const id = fieldDomId(idPrefix, field.name);
        const error = state?.errors?.[field.name];
        const sent = state?.values?.[field.name];
        const value = sent?.[0] ?? field.defaultValue ?? '';
        const described = [field.help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
        const common = {
          id,
          name: field.name,
          required: field.required || undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': described,
        };
        if (field.kind === 'hidden') return <input key={field.name} type="hidden" name={field.name} value={value} />;
        const hint = field.help ? (
          <p className="w-form__help" id={`${id}-help`}>
            {field.help}
          </p>
        ) : null;
        const message = error ? (
          <p className="w-form__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null;
        const mark = field.required ? (
          <span className="w-form__required" aria-hidden="true">
            *
          </span>
        ) : null;

        if (field.kind === 'radio') {
          return (
            <fieldset
              key={field.name}
              className={widthClass(field)}
              data-field={field.name}
              aria-describedby={described}
            >
              <legend {...typographyAttrs('w-form__label', labelTypography)}>
                {field.label}
                {mark}
              </legend>
              {hint}
              <div className="w-form__choices">
                {field.options?.map((option, i) => (
                  <label key={option.value} {...typographyAttrs('w-form__choice', labelTypography)}>
                    <input
                      type="radio"
                      id={i === 0 ? id : undefined}
                      name={field.name}
                      value={option.value}
                      defaultChecked={value === option.value}
                      required={field.required || undefined}
                      aria-invalid={error ? true : undefined}
                    />
                    <span>{option.label}</span>
                  </label>
                ))}
              </div>
              {message}
            </fieldset>
          );
        }
        if (field.kind === 'checkbox' || field.kind === 'acceptance') {
          const checked = sent ? sent.length > 0 && sent[0] !== '' : false;
          return (
            <div key={field.name} className={widthClass(field)} data-field={field.name}>
              <div className="w-form__check">
                <input {...common} type="checkbox" value="yes" defaultChecked={checked} />
                <label htmlFor={id} {...typographyAttrs('', labelTypography)}>
                  {field.kind === 'acceptance' ? (field.consentText ?? field.label) : field.label}
                  {mark}
                </label>
              </div>
              {hint}
              {message}
            </div>
          );
        }
        const label = (
          <label {...typographyAttrs('w-form__label', labelTypography)} htmlFor={id}>
            {field.label}
            {mark}
          </label>
        );
        let control;
        if (field.kind === 'textarea') {
          control = (
            <textarea
              {...common}
              {...typographyAttrs('', fieldTypography)}
              rows={5}
              placeholder={field.placeholder}
              maxLength={field.maxLength}
              defaultValue={value}
            />
          );
        } else if (field.kind === 'select') {
          control = (
            <select {...common} {...typographyAttrs('', fieldTypography)} defaultValue={value}>
              <option value="">{field.placeholder || tf.choose}</option>
              {field.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          );
        } else if (field.kind === 'upload') {
          control = (
            <input {...common} type="file" accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png" />
          );
        } else {
          control = (
            <input
              {...common}
              {...typographyAttrs('', fieldTypography)}
              {...autofill(field)}
              type={inputType[field.kind] ?? 'text'}
              dir={field.kind === 'email' || field.kind === 'phone' ? 'ltr' : undefined}
              placeholder={field.placeholder}
              maxLength={field.maxLength}
              defaultValue={value}
            />
          );
        }
        return (
          <div key={field.name} className={widthClass(field)} data-field={field.name}>
            {label}
            {hint}
            {control}
            {message}
          </div>
        );
      })}
    </div>
  );
}
