'use client';

import { FieldError, FieldLabel, useField } from '@payloadcms/ui';
import type { TextFieldClientComponent } from 'payload';
import { LinkPicker } from './LinkPicker';

/** A studio text field holding a link (menus), with the link picker in place of Payload's text input. */
export const LinkTextField: TextFieldClientComponent = ({ field, path, readOnly }) => {
  const { value, setValue, showError } = useField<string>({ path: path ?? field.name });
  const id = `field-${(path ?? field.name).replace(/\./g, '__')}`;
  return (
    <div className={`field-type text${showError ? ' error' : ''}`}>
      <FieldLabel htmlFor={id} label={field.label} required={field.required} path={path} />
      <FieldError path={path} showError={showError} />
      <LinkPicker id={id} value={value ?? ''} onChange={(next) => setValue(next)} readOnly={readOnly} />
    </div>
  );
};
