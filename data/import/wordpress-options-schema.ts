import { z } from 'zod';

/**
 * The options file's shape (docs/wordpress-import.md, "Options file"): WordPress option name → its value
 * as `wp option get NAME --format=json` prints it. WordPress keeps most scalars as strings ("93", "yes",
 * "1"), so numbers and flags are read in either spelling. Keys arig does not read are dropped.
 */

const text = z.string({ error: 'צריך להיות טקסט' });

const notNumber = 'צריך להיות מספר';
const number = z
  .union([z.number(), z.string().regex(/^\s*-?\d+(?:\.\d+)?\s*$/, notNumber)], { error: notNumber })
  .transform(Number);

const pageId = number.pipe(z.number().int('צריך להיות מזהה עמוד (מספר שלם)').min(0, 'מזהה עמוד אינו שלילי'));

/** Joinchat saves 'yes'/'no'; WordPress saves a PHP `true` as "1" and `false` as "". */
const flag = z
  .union([z.boolean(), z.enum(['yes', 'no', '1', '0', '']), z.literal(1), z.literal(0)], {
    error: 'צריך להיות כן או לא (yes/no, true/false, 1/0)',
  })
  .transform((v) => v === true || v === 'yes' || v === '1' || v === 1);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `צריך להיות אחד מהערכים: ${values.join(', ')}` });

const object = <T extends z.core.$ZodLooseShape>(shape: T) => z.object(shape, { error: 'צריך להיות אובייקט' });
const looseObject = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.looseObject(shape, { error: 'צריך להיות אובייקט' });

/** `get_option` answers false for an option the site does not have. */
const unset = (value: unknown) => (value === false || value === null ? undefined : value);
const option = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());

/** Joinchat's one option, `joinchat` (includes/class-joinchat-common.php `defaults()`); other keys are kept to be reported. */
export const joinchatSchema = looseObject({
  telephone: z.union([text, z.number()], { error: 'צריך להיות מספר טלפון' }).transform(String).optional(),
  mobile_only: flag.optional(),
  button_image: z.union([text, z.number()], { error: 'צריך להיות מזהה תמונה או כתובת' }).optional(),
  button_tip: text.optional(),
  button_delay: number.optional(),
  whatsapp_web: flag.optional(),
  qr: flag.optional(),
  qr_text: text.optional(),
  message_text: text.optional(),
  message_views: number.optional(),
  message_delay: number.optional(),
  message_badge: flag.optional(),
  message_send: text.optional(),
  message_start: text.optional(),
  position: oneOf(['right', 'left']).optional(),
  visibility: z.record(z.string(), flag, { error: 'צריך להיות אובייקט של סוג עמוד ← yes/no' }).optional(),
  color: text.optional(),
  dark_mode: oneOf(['no', 'yes', 'auto']).optional(),
  header: text.optional(),
  optin_text: text.optional(),
  optin_check: flag.optional(),
  gads: text.optional(),
  ga_event: text.optional(),
  data_layer: text.optional(),
  custom_css: text.optional(),
  clear: flag.optional(),
});

/** A length in Ally's settings: a number and its unit (px, rem, em). */
const offset = <const T extends readonly [string, ...string[]]>(directions: T) =>
  object({ direction: oneOf(directions).optional(), value: number.optional(), unit: text.optional() });

const placement = object({
  hidden: flag.optional(),
  enableExactPosition: flag.optional(),
  exactPosition: object({
    horizontal: offset(['left', 'right']).optional(),
    vertical: offset(['top', 'bottom']).optional(),
  }).optional(),
  position: text.optional(),
});

/** Ally's `ea11y_widget_icon_settings` (modules/settings/module.php `get_default_settings`). */
export const allyIconSchema = object({
  style: object({
    icon: text.optional(),
    size: text.optional(),
    color: text.optional(),
    cornerRadius: object({ radius: number.optional(), unit: text.optional() }).optional(),
  }).optional(),
  position: object({ desktop: placement.optional(), mobile: placement.optional() }).optional(),
});

/** Ally's `ea11y_widget_menu_settings`: tool name → { enabled } (the sitemap tool also has its url). */
export const allyMenuSchema = z.record(z.string(), looseObject({ enabled: flag.optional(), url: text.optional() }), {
  error: 'צריך להיות אובייקט של כלי ← { enabled }',
});

/** Ally's `ea11y_accessibility_statement_data` (the statement it generated and where it links). */
export const allyStatementSchema = object({
  link: text.nullable().optional(),
  hideLink: flag.optional(),
  pageId: pageId.nullable().optional(),
});

/** Ally's `ea11y_skip_to_content_settings`. */
export const allySkipLinkSchema = object({ enabled: flag.optional(), anchor: text.optional() });

export const wordPressOptionsSchema = object({
  blogname: option(text),
  blogdescription: option(text),
  show_on_front: option(oneOf(['posts', 'page'])),
  page_on_front: option(pageId),
  page_for_posts: option(pageId),
  joinchat: option(joinchatSchema),
  ea11y_widget_icon_settings: option(allyIconSchema),
  ea11y_widget_menu_settings: option(allyMenuSchema),
  ea11y_accessibility_statement_data: option(allyStatementSchema),
  ea11y_skip_to_content_settings: option(allySkipLinkSchema),
  ea11y_analytics_enabled: z.preprocess((v) => (v === null ? undefined : v), flag.optional()),
});

export type WordPressOptions = z.output<typeof wordPressOptionsSchema>;
export type JoinchatOptions = z.output<typeof joinchatSchema>;
export type AllyIconSettings = z.output<typeof allyIconSchema>;
export type AllyMenuSettings = z.output<typeof allyMenuSchema>;
