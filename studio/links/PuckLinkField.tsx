'use client';

import { FieldLabel, type CustomFieldRender } from '@puckeditor/core';
import { LinkPicker } from './LinkPicker';

/** A builder link prop (`p.url`, tagged `metadata.link`) with the link picker in place of a bare text box. */
function PuckLinkField({ field, id, value, onChange, readOnly }: Parameters<CustomFieldRender<string>>[0]) {
  return (
    <FieldLabel label={field.label ?? ''} el="label" readOnly={readOnly}>
      <LinkPicker
        id={id}
        value={typeof value === 'string' ? value : ''}
        onChange={(next) => onChange(next)}
        readOnly={readOnly}
      />
    </FieldLabel>
  );
}

export const renderLinkField: CustomFieldRender<string> = (props) => <PuckLinkField {...props} />;
