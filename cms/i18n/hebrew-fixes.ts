import type { SanitizedConfig } from 'payload';

/**
 * Payload's and Lexical's own Hebrew strings that an owner would trip on (issue 27): two are leaked
 * machine-translation prompts ("clear", "restoring"), some translate their `{{placeholders}}` so they are
 * never filled, some are English or name Payload. Checked against Payload 3.90.2; `hebrew-fixes.test.ts`
 * fails if an upgrade brings new ones.
 */
export const hebrewFixes = {
  general: {
    clear: 'ניקוי',
    restoring: 'משחזר…',
    payloadSettings: 'הגדרות הסטודיו',
    schedulePublishFor: 'תזמון פרסום עבור {{title}}',
    titleRestored: '{{label}} ‏"{{title}}" שוחזר בהצלחה.',
    true: 'כן',
    false: 'לא',
  },
  version: {
    noRowsSelected: 'לא נבחרו {{label}}',
  },
  validation: { trueOrFalse: 'בשדה הזה אפשר לבחור רק כן או לא.' },
  authentication: {
    loggedInChangePassword: 'כדי לשנות את הסיסמה, עברו ל<0>חשבון</0> שלכם וערכו אותה שם.',
  },
  fields: {
    // Payload's "החלף בלוק" reads as "replace the block"; the button shows or hides a row.
    toggleBlock: 'הצגה או הסתרה של השורה',
    customURL: 'כתובת מותאמת אישית',
    enterURL: 'הזינו כתובת',
  },
  lexical: { heading: { label: 'כותרת {{headingLevel}}' } },
} as const;

type Tree = { [key: string]: string | Tree };

const merge = (base: Tree, over: Tree): Tree => {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'string' || typeof current !== 'object' ? value : merge(current, value);
  }
  return out;
};

/**
 * Applied to the built config, after Lexical has merged its features' strings into it (it merges them over
 * the config's own `i18n.translations`, so an override given there would lose to them).
 */
export function withHebrewFixes(config: SanitizedConfig): SanitizedConfig {
  const translations = config.i18n.translations as Record<string, Tree>;
  translations.he = merge(translations.he ?? {}, hebrewFixes as unknown as Tree);
  return config;
}
