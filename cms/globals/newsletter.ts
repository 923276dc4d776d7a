import type { GlobalBeforeChangeHook, GlobalConfig } from 'payload';
import { anyone } from '../access/anyone';
import { isContentStaff } from '../access/is-content-staff';
import { purgeAfterGlobalChange } from '../hooks/purge-site-cache';

export const defaultConsentText =
  'אני מאשר/ת לקבל מאריג דיוור במייל: מאמרים, עדכונים והצעות. אפשר להסיר את עצמי בכל עת בקישור שבכל הודעה.';

/** A new consent wording is a new version: subscribers keep the text and version they agreed to. */
const bumpVersionOnNewText: GlobalBeforeChangeHook = ({ data, originalDoc }) => {
  const before = (originalDoc as { consentText?: string } | undefined)?.consentText;
  const version = Number((originalDoc as { consentVersion?: number } | undefined)?.consentVersion ?? 1) || 1;
  return { ...data, consentVersion: before !== undefined && before !== data.consentText ? version + 1 : version };
};

/** The newsletter's wording: the subscribe form's heading and consent text, and the confirmation mail. */
export const Newsletter: GlobalConfig = {
  slug: 'newsletter',
  label: 'ניוזלטר',
  admin: { group: 'טפסים ודיוור' },
  access: { read: anyone, update: isContentStaff },
  hooks: { beforeChange: [bumpVersionOnNewText], afterChange: [purgeAfterGlobalChange] },
  fields: [
    { name: 'heading', type: 'text', label: 'כותרת טופס ההרשמה', required: true, defaultValue: 'הניוזלטר של אריג' },
    {
      name: 'intro',
      type: 'textarea',
      label: 'הסבר קצר',
      defaultValue: 'מאמר חדש על הנדסת טקסטיל, פעם בחודש. בלי ספאם.',
    },
    {
      name: 'consentText',
      type: 'textarea',
      label: 'נוסח ההסכמה (ליד תיבת הסימון)',
      required: true,
      defaultValue: defaultConsentText,
      admin: {
        description:
          'חוק התקשורת (סעיף 30א) דורש הסכמה מפורשת לדיוור. שינוי הנוסח יוצר גרסה חדשה; כל מנוי שומר את הנוסח שאליו הסכים.',
      },
    },
    {
      name: 'consentVersion',
      type: 'number',
      label: 'גרסת הנוסח',
      defaultValue: 1,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
};
