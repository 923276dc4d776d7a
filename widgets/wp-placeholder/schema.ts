import { defineWidget, type WidgetProps } from '../../builder/define';
import { p, plainTextSchema, type PropDef } from '../../builder/props';

/** The original settings are kept up to this many characters (longer ones are cut and marked). */
export const WP_PLACEHOLDER_SETTINGS_MAX = 20_000;

/** Not `p.text`: those fields are tagged as words a visitor reads (the site search), and these are not. */
const record = (label: string, max: number, multiline = false): PropDef<string> => ({
  schema: plainTextSchema(max),
  default: '',
  field: { type: multiline ? 'textarea' : 'text', label },
});

const props = {
  widget_type: record('סוג הרכיב באלמנטור', 100),
  settings: record('ההגדרות המקוריות (JSON, לעיון בלבד)', WP_PLACEHOLDER_SETTINGS_MAX, true),
  truncated: p.bool('ההגדרות המקוריות קוצרו (היו ארוכות מדי)'),
};

/**
 * What the WordPress importer puts where an Elementor widget has no arig counterpart: the widget's type and
 * its original settings, so nothing is lost silently. Shown in the builder only; visitors see nothing.
 */
export const wpPlaceholder = defineWidget({
  type: 'wp-placeholder',
  label: 'רכיב שלא יובא מאלמנטור',
  category: 'imported',
  props,
});
export type WpPlaceholderProps = WidgetProps<typeof props>;
