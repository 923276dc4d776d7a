/**
 * The builder's icon allowlist (names, editor options and path data), without React, so widget schemas
 * (used by the save validator) can import it. Icons are drawn here: no icon font, no request, never
 * user-supplied SVG. Directional icons are drawn for left-to-right and mirrored in RTL by CSS
 * (`.w-icon--mirror`), so "arrow-end" always points toward the end of the line.
 */
export const iconPaths = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  dot: 'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
  'arrow-end': 'M4 12h15M13 6l6 6l-6 6',
  'chevron-end': 'M9 5l7 7l-7 7',
  'chevron-down': 'M5 9l7 7l7-7',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  phone: 'M5 3h4l2 5l-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
  mail: 'M3 6h18v12H3zM3 6l9 7l9-7',
  whatsapp: 'M4 20l1.3-3.9A8 8 0 1 1 8 19z M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5l-2-1l-1 1a4 4 0 0 1-2-2l1-1l-1-2z',
  star: 'M12 3l2.7 5.6l6.1.9l-4.4 4.3l1 6.1L12 17l-5.4 2.9l1-6.1L3.2 9.5l6.1-.9z',
  info: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 11v6M12 7.5v.5',
  warning: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  'map-pin': 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 7a2 2 0 1 0 0 4a2 2 0 1 0 0-4z',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7v5l3 2',
  heart: 'M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z',
} as const;

export type IconName = keyof typeof iconPaths;

export const mirroredIcons = new Set<IconName>(['arrow-end', 'chevron-end']);

/** Editor options (Hebrew) for icon pickers. */
export const iconOptions = [
  ['none', 'ללא'],
  ['check', 'וי'],
  ['dot', 'נקודה'],
  ['arrow-end', 'חץ'],
  ['chevron-end', 'חץ קטן'],
  ['star', 'כוכב'],
  ['info', 'מידע'],
  ['warning', 'אזהרה'],
  ['phone', 'טלפון'],
  ['mail', 'מעטפה'],
  ['whatsapp', 'וואטסאפ'],
  ['map-pin', 'מיקום'],
  ['clock', 'שעון'],
  ['heart', 'לב'],
] as const satisfies readonly (readonly [IconName | 'none', string])[];

export type IconChoice = (typeof iconOptions)[number][0];
