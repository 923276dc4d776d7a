/**
 * A form as the site renders and the server checks it: arig's own view of a form document (the studio's
 * form builder), independent of how Payload stores it.
 */

export const fieldKinds = [
  'text',
  'email',
  'phone',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'acceptance',
  'number',
  'date',
  'hidden',
  'upload',
] as const;
export type FieldKind = (typeof fieldKinds)[number];

/** Share of the row a field takes, per device (100 = the whole row). */
export type FieldWidth = 100 | 75 | 66 | 50 | 33 | 25;

export interface FieldOption {
  label: string;
  value: string;
}

export interface FormFieldDef {
  kind: FieldKind;
  /** The submitted name: lower-case Latin letters, digits, `_` and `-`, starting with a letter. */
  name: string;
  label: string;
  placeholder?: string;
  /** A hint under the field. */
  help?: string;
  required: boolean;
  width: { desktop: FieldWidth; tablet: FieldWidth; mobile: FieldWidth };
  defaultValue?: string;
  /** select and radio. */
  options?: FieldOption[];
  /** acceptance: the consent text the visitor ticks. */
  consentText?: string;
  /** number: bounds. */
  min?: number;
  max?: number;
  /** text and textarea: the longest answer. */
  maxLength?: number;
}

export interface FormDefinition {
  id: number;
  title: string;
  fields: FormFieldDef[];
  submitLabel: string;
}

/** An uploaded file as the server received it, before it is stored. */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  bytes: Uint8Array;
}

/** What the visitor sent, by field name (a repeated name gives several values). */
export type RawSubmission = Map<string, string[]>;

/** A checked answer: text per field (checkboxes and acceptance as "כן"/"לא", choices by their label). */
export interface CheckedValue {
  name: string;
  label: string;
  /** The stored value (for a choice, the option's value). */
  value: string;
  /** What people read (for a choice, the option's label). */
  display: string;
}
