import { formBuilderPlugin } from '@payloadcms/plugin-form-builder';
import type { CollectionConfig, Config, Field, Plugin } from 'payload';
import { anyone } from '../../access/anyone';
import { isContentStaff } from '../../access/is-content-staff';
import { hasRole } from '../../access/roles';
import { anyOf, bySystemTask, fieldBySystemTask } from '../../access/system-task';
import { purgeHooks } from '../../hooks/purge-site-cache';
import { exportSubmissionsEndpoint } from '../form-submissions/export';
import { submissionFields } from '../form-submissions/fields';
import { formFieldBlocks } from './field-blocks';
import { checkFormDefinition } from './validate-form';

const group = 'טפסים ודיוור';

/** Every built-in field kind of the plugin is off: arig's own blocks (field-blocks.ts) replace them. */
const builtInsOff = Object.fromEntries(
  [
    'checkbox',
    'country',
    'date',
    'email',
    'message',
    'number',
    'payment',
    'radio',
    'select',
    'state',
    'text',
    'textarea',
    'upload',
  ].map((kind) => [kind, false]),
);

const named = (field: Field): string | undefined => ('name' in field ? field.name : undefined);

/** The plugin's English examples ("Email Sender" <sender@email.com>) as the owner would write them. */
const placeholders: Record<string, string> = {
  emailTo: 'office@example.co.il או {{email}}',
  replyTo: '{{email}}',
};
function hebrewPlaceholder(field: Field): Field {
  const name = named(field);
  if (!name || !(name in placeholders) || field.type !== 'text') return field;
  return { ...field, admin: { ...field.admin, placeholder: placeholders[name] } };
}

/** The plugin's e-mail rows, adapted: From is always MAIL_FROM; the body is text with {{field}} placeholders. */
function adaptEmails(field: Field): Field {
  if (field.type !== 'array') return field;
  const rows = field.fields.flatMap((f): Field[] => {
    if (f.type === 'row')
      return [{ ...f, fields: f.fields.filter((inner) => named(inner) !== 'emailFrom').map(hebrewPlaceholder) }];
    if (named(f) === 'message')
      return [
        {
          name: 'message',
          type: 'textarea',
          label: 'תוכן ההודעה',
          required: true,
          admin: {
            rows: 6,
            description:
              'טקסט רגיל. {{name}} מוחלף בערך השדה name, ו-{{*}} ברשימת כל השדות. כל ערך מוצג כטקסט, לעולם לא כקוד.',
          },
        },
      ];
    if (named(f) === 'subject' && f.type === 'text')
      return [{ ...f, defaultValue: 'פנייה חדשה מהאתר: {{name}}', localized: false }];
    return [f];
  });
  return {
    ...field,
    label: 'הודעות דואר בכל הגשה',
    labels: { singular: 'הודעת דואר', plural: 'הודעות דואר' },
    // Owner addresses are not for visitors: staff read them, and the submit path through its system task.
    access: {
      read: ({ req, ...rest }) =>
        hasRole(req.user, 'admin', 'editor') || fieldBySystemTask('form-submission')({ req, ...rest }),
    },
    admin: {
      description:
        'למשל הודעה לבעל האתר (אל: כתובת העסק, מענה אל: {{email}}) ומענה אוטומטי לפונה (אל: {{email}}). השולח תמיד כתובת האתר (MAIL_FROM).',
    },
    fields: rows,
  };
}

function formFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  const fields = defaultFields.map((field): Field => {
    switch (named(field)) {
      case 'title':
        return { ...field, label: 'שם הטופס' } as Field;
      case 'fields':
        return field.type === 'blocks'
          ? {
              ...field,
              label: 'שדות הטופס',
              labels: { singular: 'שדה', plural: 'שדות' },
              blocks: formFieldBlocks,
              minRows: 1,
            }
          : field;
      case 'submitButtonLabel':
        return { ...field, label: 'טקסט כפתור השליחה', defaultValue: 'שליחה', localized: false } as Field;
      case 'emails':
        return adaptEmails(field);
      default:
        return field;
    }
  });
  return [
    ...fields,
    {
      // The Elementor form it was imported from (issue 22): a second import updates it instead of adding another.
      name: 'wordpressSource',
      type: 'text',
      label: 'מקור בוורדפרס',
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => typeof data?.wordpressSource === 'string' && data.wordpressSource !== '',
        description: 'יובא מטופס אלמנטור: מזהה העמוד בוורדפרס ומזהה הרכיב בו.',
      },
    },
    {
      name: 'newsletterConsentField',
      type: 'text',
      label: 'הרשמה לניוזלטר דרך הטופס',
      admin: {
        description:
          'שם תיבת ההסכמה (שדה "הסכמה") שמי שסימן אותה יקבל הודעה לאישור הרשמה לניוזלטר, עם הדוא"ל שמילא. ריק: הטופס אינו רושם לניוזלטר.',
      },
    },
  ];
}

/** The plugin's submission fields, with the label each answer had when it was sent. */
function submissionDefaults({ defaultFields }: { defaultFields: Field[] }): Field[] {
  const adapted = defaultFields.map((field): Field => {
    if (named(field) === 'form') return { ...field, label: 'טופס', admin: { readOnly: true } } as Field;
    if (named(field) === 'submissionData' && field.type === 'array')
      return {
        ...field,
        label: 'התשובות',
        labels: { singular: 'תשובה', plural: 'תשובות' },
        access: { update: () => false },
        // Shown as a readable list by the `answers` field below; the raw rows stay out of the way.
        admin: {
          readOnly: true,
          initCollapsed: true,
          components: { RowLabel: '/studio/forms/AnswerRowLabel#AnswerRowLabel' },
        },
        fields: [
          { name: 'field', type: 'text', label: 'שם השדה', required: true },
          { name: 'label', type: 'text', label: 'שאלה' },
          { name: 'value', type: 'textarea', label: 'תשובה', required: true },
        ],
      };
    return field;
  });
  const answers: Field = {
    name: 'answers',
    type: 'ui',
    label: 'הפנייה',
    admin: { components: { Field: '/studio/forms/SubmissionAnswers#SubmissionAnswers' } },
  };
  return [answers, ...adapted, ...submissionFields];
}

const formBuilder = formBuilderPlugin({
  fields: builtInsOff,
  redirectRelationships: ['pages'],
  formOverrides: {
    labels: { singular: 'טופס', plural: 'טפסים' },
    admin: { group, useAsTitle: 'title', defaultColumns: ['title', 'updatedAt'] },
    access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
    hooks: { ...purgeHooks, beforeValidate: [checkFormDefinition] },
    fields: formFields,
  },
  formSubmissionOverrides: {
    labels: { singular: 'הגשת טופס', plural: 'הגשות טפסים' },
    admin: {
      group,
      useAsTitle: 'visitorName',
      defaultColumns: ['visitorName', 'visitorEmail', 'form', 'status', 'spam', 'createdAt'],
      listSearchableFields: ['visitorName', 'visitorEmail'],
      components: { beforeListTable: ['/studio/forms/SubmissionsExport#SubmissionsExport'] },
    },
    access: {
      read: anyOf(isContentStaff, bySystemTask('form-submission')),
      create: bySystemTask('form-submission'),
      update: anyOf(isContentStaff, bySystemTask('form-submission')),
      delete: isContentStaff,
    },
    endpoints: [exportSubmissionsEndpoint],
    fields: submissionDefaults,
  },
});

/**
 * Payload's form builder (forms, form-submissions), closed where it falls short (issue 16): its inline
 * e-mail hook is removed (arig's submit path validates, stores, then queues mail in the outbox), its
 * field kinds are arig's, and its labels Hebrew.
 */
export const formsPlugin: Plugin = async (config: Config) => {
  const result = await formBuilder(config);
  const collections = (result.collections ?? []).map((collection): CollectionConfig => {
    if (collection.slug !== 'form-submissions') return collection;
    return { ...collection, hooks: { ...collection.hooks, afterChange: [], beforeChange: [] } };
  });
  return { ...result, collections };
};
